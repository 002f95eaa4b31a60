// How the site's text is compressed, by the local server (scripts/serve/serve.mjs, on the fly) and
// by the build (scripts/build/precompress.mjs: the .br and .gz files nginx's brotli_static and
// gzip_static send, docs/deploy.md): the same files, the same settings, the same bytes.
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** The file types worth compressing (text). */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
])

/** Whether a file of this name is text worth compressing. */
export const isCompressible = (file) => COMPRESSIBLE.has(path.extname(file))

const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_COMPRESSION }
const brotliOptions = (body) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
})

/** gzip at its best level, for clients without brotli. */
export const gzip = (body) => zlib.gzipSync(body, GZIP_OPTIONS)

/** brotli at its best quality, text mode. */
export const brotli = (body) => zlib.brotliCompressSync(body, brotliOptions(body))

/** The same two, off the main thread (zlib's thread pool): for the build's many files. */
export const gzipAsync = (body) => promisify(zlib.gzip)(body, GZIP_OPTIONS)
export const brotliAsync = (body) => promisify(zlib.brotliCompress)(body, brotliOptions(body))
