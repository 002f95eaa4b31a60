// The scriptless twin (--twin): a copy of a build whose every page is its own HTML without the
// app (no `<script type="module">`, no `modulepreload`; the inline scripts and everything else as
// built), compressed as the build compresses. Loaded beside the build, it shows what the document
// costs on its own, so that what the app adds to a page (LCP, long tasks, a tap's wait) is read
// against the same page, not only against the 8 KB floor. A tap there is the platform's: a
// prerendered dialog opens from its `command` button with no app code at all.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotli, gzip } from '../../shared/compression.mjs'
import { PAGE_EXTENSION } from '../../shared/pages.mjs'

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>\s*<\/script>/g
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g

/** A page's HTML without the app's scripts and their preloads. */
export const withoutApp = (html) => html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '')

/** Writes the twin of the build in `dist` to a temporary folder; returns the folder. */
export function makeTwin(dist) {
  const twin = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-twin-'))
  // nginx's workers may run as another user: they must read it
  fs.chmodSync(twin, 0o755)
  fs.cpSync(dist, twin, { recursive: true })
  const pages = fs
    .readdirSync(twin, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(PAGE_EXTENSION))
  for (const page of pages) {
    const file = path.join(twin, page)
    const html = Buffer.from(withoutApp(fs.readFileSync(file, 'utf8')))
    fs.writeFileSync(file, html)
    for (const [ext, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ])
      if (fs.existsSync(file + ext)) fs.writeFileSync(file + ext, compress(html))
  }
  return twin
}
