// Serves the prerendered dist folder: a route resolves to its page file (scripts/shared/pages.mjs:
// /services → services.html), an address with a trailing slash is redirected to the one without,
// the build's rewrites (dist/_redirects: an unknown /cases/{id} gets the clinic case) answer with
// status 200, other unknown paths get 404.html with status 404; text is compressed, hashed assets
// are cached for a year.
// Usage: node scripts/serve/serve.mjs [--port 4173] [--host 127.0.0.1] [--dir dist] [--outbox outbox] [--fresh-outbox]
import fs from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createOutboxHandler, LIST_PATH } from './outbox.mjs'
import {
  matchRule,
  parseRedirects,
  REDIRECTS_FILE,
  REWRITE_STATUS,
  SLASH_REDIRECT_STATUS,
} from '../shared/rewrites.mjs'
import { NOT_FOUND_FILE, PAGE_EXTENSION, ROOT_PAGE_FILE } from '../shared/pages.mjs'
import { cacheControlOf, PAGE_CACHE_CONTROL } from '../shared/cache-control.mjs'
import { brotli, gzip, isCompressible } from '../shared/compression.mjs'
import { SUBRESOURCE_HEADERS } from '../shared/headers.mjs'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** Resolves a URL path to a file inside dir, or null. Never leaves dir. */
export function resolveFile(dir, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const target = path.resolve(dir, '.' + path.posix.normalize('/' + decoded))
  if (target !== dir && !target.startsWith(dir + path.sep)) return null
  // the root page, a route's page file (/services → services.html), or a file without extension
  const candidates = path.extname(target)
    ? [target]
    : target === dir
      ? [path.join(dir, ROOT_PAGE_FILE)]
      : [target + PAGE_EXTENSION, target]
  for (const file of candidates) {
    try {
      if (fs.statSync(file).isFile()) return file
    } catch {
      // try the next candidate
    }
  }
  return null
}

const NOT_FOUND_STATUS = 404

/**
 * What answers a path: a redirect (`location`) for an address with a trailing slash, else its own
 * file (status 200), else the first matching rule (a rewrite's target, status 200, or a redirect),
 * else 404.html. A file always wins over a rule, as on the hosts the build writes the rules for.
 */
export function fileFor(root, rules, pathname) {
  if (pathname !== '/' && pathname.endsWith('/'))
    return { status: SLASH_REDIRECT_STATUS, location: pathname.replace(/\/+$/, '') || '/' }
  const own = resolveFile(root, pathname)
  if (own) return { file: own, status: REWRITE_STATUS }
  const rule = matchRule(rules, pathname)
  if (rule && rule.status !== REWRITE_STATUS) return { status: rule.status, location: rule.to }
  const rewritten = rule && resolveFile(root, rule.to)
  if (rewritten) return { file: rewritten, status: REWRITE_STATUS }
  return { file: path.join(root, NOT_FOUND_FILE), status: NOT_FOUND_STATUS }
}

/** The rewrite rules the build wrote (dist/_redirects), or none. */
export function readBuildRewrites(dir) {
  let text
  try {
    text = fs.readFileSync(path.join(dir, REDIRECTS_FILE), 'utf8')
  } catch {
    return []
  }
  return parseRedirects(text)
}

// what a browser may open as a document of its own and run script in (an SVG opened by its URL)
const DOCUMENT_TYPES = new Set(['.html', '.svg'])

/**
 * The build's compressed copy of a file (scripts/build/precompress.mjs: `file.br`, `file.gz`, the
 * same settings as below), when it is at least as new as the file; else null (compressed here).
 */
function builtCopy(file, ext, stat) {
  try {
    const copy = fs.statSync(file + ext)
    return copy.mtimeMs >= stat.mtimeMs ? fs.readFileSync(file + ext) : null
  } catch {
    return null
  }
}

/**
 * A request handler for the dist folder. `extraHandlers` run first and return true when they
 * answered (the local outbox plugs in here); `headers` are added to every page (and the two of
 * them a subresource needs, above, to every other response); the folder's
 * rewrites (dist/_redirects) are read once.
 */
export function createStaticHandler({ dir, extraHandlers = [], headers = {} }) {
  const root = path.resolve(dir)
  const rules = readBuildRewrites(root)
  const cache = new Map()
  const load = (file) => {
    const stat = fs.statSync(file)
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit
    const body = fs.readFileSync(file)
    const text = isCompressible(file)
    const entry = {
      mtimeMs: stat.mtimeMs,
      body,
      gzip: text ? (builtCopy(file, '.gz', stat) ?? gzip(body)) : null,
      br: text ? (builtCopy(file, '.br', stat) ?? brotli(body)) : null,
    }
    cache.set(file, entry)
    return entry
  }
  return async (req, res) => {
    for (const handler of extraHandlers) {
      if (await handler(req, res)) return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const { file, status, location } = fileFor(root, rules, url.pathname)
    if (location !== undefined) {
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
      res
        .writeHead(status, { Location: location + url.search, 'Cache-Control': PAGE_CACHE_CONTROL })
        .end()
      return
    }
    const ext = path.extname(file)
    for (const [k, v] of Object.entries(headers))
      if (DOCUMENT_TYPES.has(ext) || SUBRESOURCE_HEADERS.has(k)) res.setHeader(k, v)
    const entry = load(file)
    const accept = String(req.headers['accept-encoding'] ?? '')
    let body = entry.body
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream')
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Cache-Control', cacheControlOf(url.pathname))
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br
      res.setHeader('Content-Encoding', 'br')
    } else if (entry.gzip && /\bgzip\b/.test(accept)) {
      body = entry.gzip
      res.setHeader('Content-Encoding', 'gzip')
    }
    res.setHeader('Content-Length', body.length)
    res.writeHead(status)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/** The security headers the build wrote (dist/headers.json), or none. */
export function readBuildHeaders(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'headers.json'), 'utf8'))
  } catch {
    return {}
  }
}

function parseArgs(argv) {
  const args = {
    port: 4173,
    host: '127.0.0.1',
    dir: 'dist',
    outbox: process.env.OUTBOX_DIR ?? 'outbox',
    freshOutbox: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]?.replace(/^--/, '')
    if (key === 'fresh-outbox') args.freshOutbox = true
    else if (key && key in args) {
      args[key] = key === 'port' ? Number(argv[i + 1]) : argv[i + 1]
      i++
    }
  }
  return args
}

/**
 * Starts the server; resolves once it listens. With `tls` ({ key, cert }) it speaks HTTP/2 over
 * TLS, as a CDN does (one connection for every request of a page), and HTTP/1.1 to old clients.
 */
export async function startServer({ port, host, dir, extraHandlers, headers, tls }) {
  const handler = createStaticHandler({ dir, extraHandlers, headers })
  const respond = (req, res) => {
    handler(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  }
  const server = tls
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, respond)
    : http.createServer(respond)
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return server
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2))
  const dir = path.resolve(args.dir)
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in ${dir}. Run: npm run build`)
    process.exit(1)
  }
  const outboxDir = path.resolve(args.outbox)
  // the end-to-end tests start from an empty outbox
  if (args.freshOutbox) fs.rmSync(outboxDir, { recursive: true, force: true })
  await startServer({
    ...args,
    dir,
    extraHandlers: [createOutboxHandler({ dir: outboxDir, hosts: [args.host] })],
    headers: readBuildHeaders(dir),
  })
  console.log(
    `Serving ${path.relative(process.cwd(), dir) || '.'} on http://localhost:${args.port}`,
  )
  console.log(
    `Local outbox: http://localhost:${args.port}${LIST_PATH} (files in ${path.relative(process.cwd(), outboxDir)}/)`,
  )
}
