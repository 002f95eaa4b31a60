// npm run validate:html: every prerendered page (dist/**/*.html) through the Nu HTML Checker
// (vnu-jar, the W3C validator's engine). Prints each error with its page and line; exits 1 on any.
// Needs Java 11+: uses the one on PATH; as root on Debian it installs default-jre-headless,
// otherwise it names the command to run.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT } from '../shared/paths.mjs'

const dist = path.join(ROOT, 'dist')
const require = (await import('node:module')).createRequire(import.meta.url)
const vnuJar = String(require('vnu-jar'))

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0

if (!hasJava()) {
  const isRoot = process.getuid?.() === 0
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Java not found: installing Debian’s default-jre-headless for the HTML checker…')
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit' })
  }
  if (!hasJava()) {
    console.error(
      'The HTML checker needs Java 11 or newer. Run: sudo apt-get install -y default-jre-headless',
    )
    process.exit(1)
  }
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('No build in dist/. Run: npm run build')
  process.exit(1)
}

const pages = []
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(p)
    else if (entry.name.endsWith('.html')) pages.push(p)
  }
}
walk(dist)
pages.sort()

const run = spawnSync(
  'java',
  ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
)
if (run.status !== 0) {
  console.error(run.stderr || run.stdout || 'the HTML checker did not run')
  process.exit(1)
}
const { messages } = JSON.parse(run.stderr)
// React's <ViewTransition> (the page cross-fade, layout/SiteLayout.tsx) writes its class names on
// its first element as `vt-*` attributes when rendered on the server: documented React output,
// not a defect of ours, and the one non-standard attribute the pages may carry
const REACT_VIEW_TRANSITION_ATTRIBUTE = /^Attribute “vt-[a-z]+” not allowed on element/
// The site's style is in every page's <style> (scripts/build/prerender.mjs). It is Tailwind's
// modern CSS (cascade layers, @property, nesting, color-mix), which the checker's CSS parser
// predates: it reports each of those as a "CSS:" error. The style was never the checker's to read
// (it was a linked file before); the HTML around it still is, in full.
const INLINE_STYLE_CSS = /^CSS: /
const errors = messages.filter(
  (m) =>
    (m.type === 'error' || m.subType === 'fatal') &&
    !REACT_VIEW_TRANSITION_ATTRIBUTE.test(m.message) &&
    !INLINE_STYLE_CSS.test(m.message),
)
const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')

for (const m of errors) {
  const file = path.relative(dist, fileURLToPath(m.url))
  console.error(`✗ ${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}  ${m.message}`)
  if (m.extract) console.error(`    ${m.extract.replace(/\s+/g, ' ').trim()}`)
}
console.log(
  `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings`,
)
process.exit(errors.length > 0 ? 1 : 0)
