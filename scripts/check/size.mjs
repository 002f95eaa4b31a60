// npm run size: the initial JS and CSS each prerendered page loads (its module script, the
// chunks it hydrates with, which its head preloads, and its style: in the document or linked),
// gzip, against budgets.json. Exits 1 when over.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import {
  HOME_PAGE,
  initialScripts,
  pageModuleNames,
  pageModulesLoaded,
  prerenderedRoutes,
} from '../build/build-state.mjs'
import { ROOT } from '../shared/paths.mjs'

const dist = path.join(ROOT, 'dist')
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8')).bundle
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No build in dist/. Run: npm run build')
  process.exit(1)
}

const gzipKiBOf = (data) => zlib.gzipSync(data, { level: 9 }).length / 1024
const gzipKiB = (file) => gzipKiBOf(fs.readFileSync(path.join(dist, file)))

const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, code: fs.readFileSync(path.join(dist, 'assets', f), 'utf8') }))
// which chunk holds the e-mail SDK (it must never load first)
const sdkChunks = chunks.filter((c) => c.code.includes('api/v1.0/email/send')).map((c) => c.file)

// the page modules of the route table: a page's initial load holds its own and no other
const pageNames = pageModuleNames()

let failures = 0
const rows = []
for (const { route, file } of prerenderedRoutes(dist)) {
  const html = fs.readFileSync(file, 'utf8')
  // the entry and every chunk the HTML preloads (what the page hydrates with)
  const js = initialScripts(html)
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map(
    (m) => m[1],
  )
  const jsKiB = [...new Set(js)].reduce((sum, f) => sum + gzipKiB(f), 0)
  const inlineStyle = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const cssKiB =
    [...new Set(css)].reduce((sum, f) => sum + gzipKiB(f), 0) +
    (inlineStyle ? gzipKiBOf(inlineStyle) : 0)
  const sdkInitial = js.some((f) => sdkChunks.includes(path.basename(f)))
  const pagesLoaded = pageModulesLoaded(js, pageNames)
  // a home page, in whichever language, is a route that loads the home page's module
  const isHome = pagesLoaded.includes(HOME_PAGE)
  const jsLimit = isHome ? budgets.homeInitialJsKiB : budgets.otherInitialJsKiB
  const over =
    jsKiB > jsLimit || cssKiB > budgets.initialCssKiB || sdkInitial || pagesLoaded.length !== 1
  if (over) failures++
  rows.push({
    route,
    js: jsKiB,
    jsLimit,
    css: cssKiB,
    files: js.length,
    sdkInitial,
    pagesLoaded,
    over,
  })
}

const pad = (s, n) => String(s).padEnd(n)
console.log(
  `${pad('route', 34)}${pad('initial JS (gzip)', 22)}${pad('CSS (gzip)', 16)}${pad('JS files', 10)}${pad('page code', 26)}e-mail SDK`,
)
for (const r of rows) {
  console.log(
    `${pad(r.route, 34)}${pad(`${r.js.toFixed(1)} / ${r.jsLimit} KiB`, 22)}${pad(`${r.css.toFixed(1)} / ${budgets.initialCssKiB} KiB`, 16)}${pad(r.files, 10)}${pad(r.pagesLoaded.length === 1 ? `${r.pagesLoaded[0]} only` : `✗ ${r.pagesLoaded.join(' + ') || 'none'}`, 26)}${r.sdkInitial ? 'INITIAL ✗' : 'on demand'}${r.over ? '   OVER BUDGET' : ''}`,
  )
}
const total = rows.length
console.log(`\n${total - failures} passed, ${failures} failed`)
process.exit(failures ? 1 : 0)
