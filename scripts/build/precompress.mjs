// Writes a .br and a .gz copy beside every text file of the build (npm run build, after the
// prerender), compressed once at the best settings (scripts/shared/compression.mjs), for a server
// that sends a file's compressed copy as it is: nginx's brotli_static and gzip_static
// (docs/deploy.md). Without them, nginx compresses each answer as it sends it, at gzip's level 1
// by default: the home page's JavaScript came to 157 KiB that way, against 112 KiB in brotli.
import fs from 'node:fs/promises'
import path from 'node:path'
import { brotli, gzip, isCompressible } from '../shared/compression.mjs'

/** Every file under `dir`, as paths. */
async function filesUnder(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name))
}

/**
 * Writes `file.br` and `file.gz` beside each text file under `dir` that either makes smaller
 * (nginx then sends the file itself); removes copies left from an earlier build of the same file.
 * Returns how many files got copies.
 */
export async function precompress(dir) {
  const files = (await filesUnder(dir)).filter(isCompressible)
  let count = 0
  for (const file of files) {
    const body = await fs.readFile(file)
    let wrote = false
    for (const [ext, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ]) {
      const packed = compress(body)
      if (packed.length < body.length) {
        await fs.writeFile(file + ext, packed)
        wrote = true
      } else await fs.rm(file + ext, { force: true })
    }
    if (wrote) count++
  }
  return count
}
