// Writes real HTML for every route: dist/<path>/index.html, dist/404.html, sitemap.xml, robots.txt.
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(root, 'dist')
const ssrEntry = path.join(root, 'dist-ssr', 'prerender.js')

const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const { render, prerenderPaths, NOT_FOUND_PATH, siteUrl, sitemapExcluded, headers } = await import(
  pathToFileURL(ssrEntry).href
)
const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8')
const manifestFile = path.join(dist, '.vite', 'manifest.json')
const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'))

/** The chunk of a page module and every chunk it imports statically, minus the entry. */
function pageChunks(moduleKey, seen = new Set()) {
  const entry = manifest[moduleKey]
  if (!entry || seen.has(moduleKey)) return []
  seen.add(moduleKey)
  if (entry.isEntry) return []
  return [entry.file, ...(entry.imports ?? []).flatMap((key) => pageChunks(key, seen))]
}
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/
for (const marker of ['<!--app-head-->', '<!--app-html-->', '<title>', DESCRIPTION]) {
  const found = typeof marker === 'string' ? template.includes(marker) : marker.test(template)
  if (!found) throw new Error(`index.html lacks ${marker}`)
}

// the font subsets each language's text needs first (src/fonts.css holds the four)
const FONT_SUBSETS = { en: ['latin'], lv: ['latin', 'latin-ext'], ru: ['latin', 'cyrillic'] }
const assetNames = await fs.readdir(path.join(dist, 'assets'))
function fontPreloads(lang) {
  const subsets = FONT_SUBSETS[lang]
  if (!subsets) throw new Error(`no font subsets listed for lang "${lang}"`)
  return subsets.map((subset) => {
    const prefix = `manrope-${subset}-wght-normal-`
    const file = assetNames.find((n) => n.startsWith(prefix) && n.endsWith('.woff2'))
    if (!file) throw new Error(`the build has no ${prefix}*.woff2`)
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
  })
}

// React writes the preload of a high-priority image (the hero) at the start of the body; in the
// head the browser finds it before the stylesheet and scripts
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/

function fill(page, urlPath) {
  // the page's own chunks load with the entry, not after it (no request waterfall before hydration)
  const seen = new Set()
  for (const key of page.pageModules)
    if (!manifest[key]) throw new Error(`${urlPath}: ${key} is not in the build manifest`)
  const preloads = [...new Set(page.pageModules.flatMap((key) => pageChunks(key, seen)))]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ')
  const imagePreloads = (page.html.match(IMAGE_PRELOADS)?.[0] ?? '')
    .replace(/fetchPriority=/g, 'fetchpriority=')
    .replace(/\/>/g, '>')
    .replace(/></g, '>\n    <')
  const body = page.html.replace(IMAGE_PRELOADS, '')
  const head = [page.headHtml, imagePreloads, ...fontPreloads(page.head.lang), preloads]
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
      `<div id="root" data-prerendered="${escapeHtml(urlPath)}">${body}</div>`,
    )
}

const started = Date.now()
for (const urlPath of prerenderPaths) {
  const page = await render(urlPath)
  if (/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")/.test(page.html)) {
    throw new Error(
      `${urlPath}: the HTML has an inline script, which the Content-Security-Policy blocks`,
    )
  }
  const file =
    urlPath === NOT_FOUND_PATH
      ? path.join(dist, '404.html')
      : path.join(dist, urlPath === '/' ? '' : urlPath, 'index.html')
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, fill(page, urlPath))
}

const listed = prerenderPaths.filter((p) => p !== NOT_FOUND_PATH && !sitemapExcluded.includes(p))
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${listed.map((p) => `  <url><loc>${escapeHtml(siteUrl + (p === '/' ? '/' : p))}</loc></url>`).join('\n')}
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
    headerLines('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    '',
  ].join('\n\n'),
)
await fs.writeFile(path.join(dist, 'headers.json'), JSON.stringify(headers, null, 2))
// the manifest served its purpose; it is not for the public
await fs.rm(path.join(dist, '.vite'), { recursive: true, force: true })
console.log(
  `prerendered ${prerenderPaths.length} pages and sitemap.xml (${listed.length} URLs) in ${Date.now() - started} ms`,
)
