// Writes real HTML for every route: dist/<path>.html (scripts/shared/pages.mjs), dist/index.html,
// dist/404.html, sitemap.xml, robots.txt, the hosts' header and rewrite files, and the list of
// every page's link preview card for the next step (og-cards.mjs, `npm run build:cards`).
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  NGINX_ROUTES_FILE,
  nginxRoutes,
  REDIRECTS_FILE,
  redirectsFile,
} from '../shared/rewrites.mjs'
import { ASSET_CACHE_CONTROL, ICON_CACHE_CONTROL } from '../shared/cache-control.mjs'
import { NOT_FOUND_FILE, pageFile } from '../shared/pages.mjs'
import { ROOT } from '../shared/paths.mjs'
import { nginxAddHeaders, SUBRESOURCE_HEADERS } from '../shared/headers.mjs'
import { SOCIAL_CARD_LIST } from './og-cards.mjs'

const dist = path.join(ROOT, 'dist')
const ssrEntry = path.join(ROOT, 'dist-ssr', 'prerender.js')

const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const {
  render,
  prerenderPaths,
  NOT_FOUND_PATH,
  siteUrl,
  sitemapPaths,
  fontSubsets,
  securityHeaders,
  commandFallbackScript,
  rewrites,
  organizationJsonLd,
} = await import(pathToFileURL(ssrEntry).href)

/** A CSP source that allows an inline element with exactly this text. */
const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// The site's style is in every page: the first screen paints from the document alone, with no
// second request sharing the line with the app's code. The build bundles it as one file
// (`cssCodeSplit: false`, so no script's loader ever asks for it), which goes into a <style>
// element here, allowed by its hash (never 'unsafe-inline').
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/
const built = await fs.readFile(path.join(dist, 'index.html'), 'utf8')
const cssFile = built.match(STYLESHEET_LINK)?.[1]
if (!cssFile) throw new Error('index.html links no style sheet')
if (built.match(new RegExp(STYLESHEET_LINK, 'g')).length !== 1)
  throw new Error('index.html links more than one style sheet: the build should emit one')
const css = (await fs.readFile(path.join(dist, cssFile), 'utf8')).trim()
if (/<\/style/i.test(css)) throw new Error(`${cssFile} cannot be put in a <style> element`)
const headers = securityHeaders({
  styles: [cspHash(css)],
  scripts: [cspHash(commandFallbackScript)],
})
// the app's code downloads beside the page at a priority below the first screen's bytes (the
// style, the hero image and the font): it never competes with the first paint
// the style, then the one inline script (the dialogs' openers where the browser lacks Invoker
// Commands, app/boot/commandFallback.ts), allowed by its hash
const template = built
  .replace(
    STYLESHEET_LINK,
    () => `<style>${css}</style>\n    <script>${commandFallbackScript}</script>`,
  )
  .replace(
    /<script type="module" crossorigin/,
    '<script type="module" fetchpriority="low" crossorigin',
  )
if (!template.includes('fetchpriority="low" crossorigin src="/assets/'))
  throw new Error('index.html has no module script to load at low priority')
const manifestFile = path.join(dist, '.vite', 'manifest.json')
const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'))

/** The app, which the HTML's one script (src/app/boot/boot.ts) imports at once. */
const APP_MODULE = 'src/app/boot/main.tsx'
if (!manifest['index.html']?.dynamicImports?.includes(APP_MODULE))
  throw new Error(`the HTML's script should import ${APP_MODULE}`)

/** The chunk of a module and every chunk it imports statically (never the HTML's boot entry). */
function pageChunks(moduleKey, seen = new Set()) {
  const entry = manifest[moduleKey]
  if (!entry || seen.has(moduleKey) || entry.src === 'index.html') return []
  seen.add(moduleKey)
  return [entry.file, ...(entry.imports ?? []).flatMap((key) => pageChunks(key, seen))]
}
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/
for (const marker of ['<!--app-head-->', '<!--app-html-->', '<title>', DESCRIPTION]) {
  const found = typeof marker === 'string' ? template.includes(marker) : marker.test(template)
  if (!found) throw new Error(`index.html lacks ${marker}`)
}

// the web-font subsets of the site's style, with their unicode ranges
const fontFaces = [...css.matchAll(/@font-face\{([^}]*)\}/g)]
  .map((m) => ({
    url: m[1].match(/url\((\/assets\/[^)]+\.woff2)\)/)?.[1],
    ranges: (m[1].match(/unicode-range:([^;}]+)/)?.[1] ?? '')
      .split(',')
      .map((r) => r.trim().replace(/^U\+/i, ''))
      .filter(Boolean)
      .map((r) => {
        const [from, to = from] = r.replace(/\?/g, 'X').split('-')
        return [parseInt(from.replace(/X/g, '0'), 16), parseInt(to.replace(/X/g, 'F'), 16)]
      }),
  }))
  .filter((face) => face.url && face.ranges.length > 0)
if (fontFaces.length === 0) throw new Error(`${cssFile} declares no web-font subsets`)

// the subsets a language's text is set in (src/config/locales.ts): preloaded when the page uses
// them (a stray "Rīga" in an English footer swaps its few letters in later, without holding the
// first screen's bandwidth)
function fontPreloads(html, lang) {
  const subsets = fontSubsets[lang]
  if (!subsets) throw new Error(`no font subsets listed for lang "${lang}" (src/config/locales.ts)`)
  const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' ')
  const codePoints = new Set([...text].map((ch) => ch.codePointAt(0)))
  return fontFaces
    .filter(({ url }) => subsets.some((subset) => url.includes(`/manrope-${subset}-wght-`)))
    .filter(({ ranges }) =>
      [...codePoints].some((cp) => ranges.some(([from, to]) => cp >= from && cp <= to)),
    )
    .map(({ url }) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
}

// React writes the preload of a high-priority image (the hero) at the start of the body; in the
// head the browser finds it before the stylesheet and scripts
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/

function fill(page, urlPath) {
  // every chunk the page hydrates with (the app and the page's own modules), preloaded in the
  // head: they download beside the page, and the app's import finds them there
  const seen = new Set()
  const modules = [APP_MODULE, ...page.pageModules]
  for (const key of modules)
    if (!manifest[key]) throw new Error(`${urlPath}: ${key} is not in the build manifest`)
  const chunks = [...new Set(modules.flatMap((key) => pageChunks(key, seen)))].map((f) => `/${f}`)
  const imagePreloads = (page.html.match(IMAGE_PRELOADS)?.[0] ?? '')
    .replace(/fetchPriority=/g, 'fetchpriority=')
    .replace(/\/>/g, '>')
    .replace(/></g, '>\n    <')
  const body = page.html.replace(IMAGE_PRELOADS, '')
  const modulePreloads = chunks.map(
    (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
  )
  const head = [
    page.headHtml,
    imagePreloads,
    ...fontPreloads(body, page.head.lang),
    ...modulePreloads,
    // data for search engines, after everything the first paint and the app need
    organizationJsonLd,
  ]
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.head.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
    .replace(
      DESCRIPTION,
      `<meta name="description" content="${escapeHtml(page.head.description)}">`,
    )
    .replace('<!--app-head-->', head.filter(Boolean).join('\n    '))
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered="${escapeHtml(urlPath)}"${Object.entries(page.rootAttributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('')}>${body}</div>`,
    )
}

// hosts serve 404.html for an unknown path: the not-found page must land there
if (pageFile(NOT_FOUND_PATH) !== NOT_FOUND_FILE)
  throw new Error(`the not-found page ${NOT_FOUND_PATH} would not be written as ${NOT_FOUND_FILE}`)
const started = Date.now()
const socialCards = []
for (const urlPath of prerenderPaths) {
  const page = await render(urlPath)
  socialCards.push(page.socialCard)
  if (/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")/.test(page.html)) {
    throw new Error(
      `${urlPath}: the HTML has an inline script, which the Content-Security-Policy blocks`,
    )
  }
  const file = path.join(dist, pageFile(urlPath))
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, fill(page, urlPath))
}

// what every page's link preview card shows, for the cards' step to draw
await fs.writeFile(SOCIAL_CARD_LIST, JSON.stringify(socialCards))

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemapPaths.map((p) => `  <url><loc>${escapeHtml(siteUrl + (p === '/' ? '/' : p))}</loc></url>`).join('\n')}
</urlset>
`
await fs.writeFile(path.join(dist, 'sitemap.xml'), sitemap)
await fs.writeFile(
  path.join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
)
// security and cache headers for static hosts that read a _headers file (Netlify, Cloudflare Pages)
const headerLines = (pattern, entries) =>
  [pattern, ...Object.entries(entries).map(([k, v]) => `  ${k}: ${v}`)].join('\n')
await fs.writeFile(
  path.join(dist, '_headers'),
  [
    headerLines('/*', headers),
    headerLines('/assets/*', { 'Cache-Control': ASSET_CACHE_CONTROL }),
    headerLines('/favicon.svg', { 'Cache-Control': ICON_CACHE_CONTROL }),
    '',
  ].join('\n\n'),
)
// the same security headers as nginx directives, for the server block in docs/deploy.md to include:
// all of them for pages, and the two a script or font needs for /assets/
await fs.writeFile(
  path.join(dist, 'nginx-headers.conf'),
  nginxAddHeaders(
    headers,
    'Written by npm run build from the site config. Include it in the server block (docs/deploy.md).',
  ),
)
await fs.writeFile(
  path.join(dist, 'nginx-asset-headers.conf'),
  nginxAddHeaders(
    Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name))),
    'Written by npm run build: the security headers a script or font needs. Include it in the /assets/ location (docs/deploy.md).',
  ),
)
await fs.writeFile(path.join(dist, 'headers.json'), JSON.stringify(headers, null, 2))
// paths another page answers with status 200 (an unknown case id: the clinic case), as host rules
await fs.writeFile(path.join(dist, REDIRECTS_FILE), redirectsFile(rewrites, prerenderPaths))
await fs.writeFile(path.join(dist, NGINX_ROUTES_FILE), nginxRoutes(rewrites))
// the style is in every page: its file would only be a second copy to keep in step
await fs.rm(path.join(dist, cssFile))
// the manifest served its purpose; it is not for the public
await fs.rm(path.join(dist, '.vite'), { recursive: true, force: true })
console.log(
  `prerendered ${prerenderPaths.length} pages and sitemap.xml (${sitemapPaths.length} URLs) ` +
    `in ${Date.now() - started} ms`,
)
