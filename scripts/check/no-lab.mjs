// npm run check:lab: the motion lab (src/lab/README.md) is the dev server's only. Reads every file
// the build wrote (dist/: the pages, the chunks, the styles, the sitemap; dist-ssr/: the
// prerender's code) for what only the lab has: its address, its names, its stylesheet's rules,
// and any module of src/lab/ or the dev plugin in the build's manifests. Exits 1 on any.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT } from '../shared/paths.mjs'

/**
 * What only the lab holds: its address (src/config/lab.ts), its page's title, its stage's marks,
 * its reduced-motion switch, and its folder's and plugin's file names (a build's manifests list
 * its modules; `motion-lab` is its messages' name too).
 */
export const LAB_TRACES = [
  '/__motion',
  'Motion lab',
  'data-stage-frame',
  'data-lab-reduced',
  'src/lab/',
  'motion-lab',
]

/** The files of `dir`, every depth (a folder that is not there has none). */
function filesOf(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Read as text: the compressed twins (.br, .gz) and pictures hold nothing a text search finds. */
const isText = (file) => /\.(html|js|mjs|css|json|xml|txt|webmanifest|svg|map)$/.test(file)

/** Every trace of the lab in the files under `dirs`: `{ file, trace }`, none when clean. */
export function labTraces(dirs) {
  const found = []
  for (const dir of dirs)
    for (const file of filesOf(dir).filter(isText)) {
      const text = fs.readFileSync(file, 'utf8')
      for (const trace of LAB_TRACES)
        if (text.includes(trace)) found.push({ file: path.relative(ROOT, file), trace })
    }
  return found
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.join(ROOT, 'dist')
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('No build in dist/. Run: npm run build')
    process.exit(1)
  }
  const dirs = [dist, path.join(ROOT, 'dist-ssr')]
  const found = labTraces(dirs)
  const files = dirs.reduce((sum, dir) => sum + filesOf(dir).filter(isText).length, 0)
  for (const { file, trace } of found) console.error(`✗ ${file}: "${trace}" (the motion lab)`)
  if (found.length > 0) process.exit(1)
  console.log(`No trace of the motion lab in the build: ${files} files read.`)
}
