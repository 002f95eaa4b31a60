// npm run build:precompress, the last step of `npm run build`: writes a .br and a .gz copy beside
// every text file of dist/, compressed once at the best settings (scripts/shared/compression.mjs),
// for a server that sends a file's compressed copy as it is: nginx's brotli_static and gzip_static
// (docs/deploy.md). Without them, nginx compresses each answer as it sends it, at gzip's level 1
// by default: the home page's JavaScript came to 157 KiB that way, against 112 KiB in brotli.
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliAsync, gzipAsync, isCompressible } from '../shared/compression.mjs'
import { ROOT } from '../shared/paths.mjs'

/** Every file under `dir`, as paths. */
async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name))
}

/**
 * Writes `file.br` and `file.gz` beside each text file under `dir` that either makes smaller
 * (nginx then sends the file itself), the files side by side on zlib's thread pool. Returns how
 * many files got copies.
 */
export async function precompress(dir) {
  const files = (await filesUnder(dir)).filter(isCompressible)
  const written = await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file)
      const copies = await Promise.all(
        [
          ['.br', brotliAsync],
          ['.gz', gzipAsync],
        ].map(async ([ext, compress]) => {
          const packed = await compress(body)
          if (packed.length >= body.length) return false
          await fs.writeFile(file + ext, packed)
          return true
        }),
      )
      return copies.includes(true)
    }),
  )
  return written.filter(Boolean).length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.join(ROOT, 'dist')
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error('No build in dist/. Run: npm run build')
    process.exit(1)
  }
  const started = Date.now()
  const written = await precompress(dist)
  console.log(`precompressed ${written} files in ${Date.now() - started} ms`)
}
