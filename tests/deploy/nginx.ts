// Runs docs/deploy.md's nginx server block in a real nginx (Debian's nginx-light 1.22): the
// block is read from the doc, its placeholders (port, dist path, certificate) are filled in, and
// nginx serves the built site over HTTP/2 with a throwaway certificate, unprivileged, on a free
// port, with its pid, logs and temp files in a temp folder that stop() removes.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { findNginx, findOpenssl } from '../../scripts/provision/nginx.mjs'
import { freePort } from '../shared/freePort'

/** The comment in docs/deploy.md that marks the block the test runs (the next ```nginx fence). */
export const BLOCK_MARKER = '<!-- deploy-test:'

/** What the doc's block says that the harness replaces, and with what. */
const PLACEHOLDERS = {
  port: /(^\s*listen\s+)443(\s)/m,
  dist: '/var/www/site/dist',
  cert: '/etc/ssl/www.example.com/fullchain.pem',
  key: '/etc/ssl/www.example.com/privkey.pem',
} as const

// the longest nginx may take to listen on a slow, shared machine
const START_TIMEOUT_MS = 15_000
const STOP_TIMEOUT_MS = 5_000

/** The nginx block under the marker comment of a Markdown text (the fence's contents). */
export function extractServerBlock(markdown: string): string {
  const marker = markdown.indexOf(BLOCK_MARKER)
  if (marker < 0) throw new Error(`docs/deploy.md: no "${BLOCK_MARKER}" marker`)
  const open = markdown.indexOf('```nginx\n', marker)
  const close = markdown.indexOf('\n```', open + 1)
  if (open < 0 || close < 0) throw new Error('docs/deploy.md: no ```nginx block after the marker')
  return markdown.slice(open + '```nginx\n'.length, close + 1)
}

export interface BlockValues {
  port: number
  dist: string
  cert: string
  key: string
}

/** The doc's block with this machine's values; throws on a placeholder the doc no longer has. */
export function fillServerBlock(block: string, values: BlockValues): string {
  let filled = block
  for (const [name, placeholder] of Object.entries(PLACEHOLDERS)) {
    const value = String(values[name as keyof BlockValues])
    const found =
      typeof placeholder === 'string' ? filled.includes(placeholder) : placeholder.test(filled)
    if (!found) throw new Error(`docs/deploy.md's nginx block no longer has "${placeholder}"`)
    filled =
      typeof placeholder === 'string'
        ? filled.replaceAll(placeholder, value)
        : filled.replace(placeholder, `$1127.0.0.1:${value}$2`)
  }
  return filled
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.error ?? ''}`)
  return `${result.stdout}${result.stderr}`
}

/** One of nginx's build options (`nginx -V`), or `fallback`. */
const buildOption = (nginx: string, option: string, fallback: string) =>
  new RegExp(`--${option}=(\\S+)`).exec(run(nginx, ['-V']))?.[1] ?? fallback

/** The folder of nginx's own configuration (for mime.types). */
const confDir = (nginx: string) =>
  path.dirname(buildOption(nginx, 'conf-path', '/etc/nginx/nginx.conf'))

/** nginx's folder of dynamic modules. */
const modulesDir = (nginx: string) => buildOption(nginx, 'modules-path', '/usr/lib/nginx/modules')

/** The module the doc's block needs beyond nginx's own (`brotli_static`). */
const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so'

/**
 * As root, nginx's workers would switch to `nobody`, who may not reach the clone's dist/: they run
 * as the owner of dist/ instead. Run as another user, nginx keeps that user (no directive).
 */
function userDirective(dist: string) {
  if (process.getuid?.() !== 0) return ''
  const { uid, gid } = fs.statSync(dist)
  const name = (db: string, id: number) => run('getent', [db, String(id)]).split(':')[0]
  return `user ${name('passwd', uid)} ${name('group', gid)};`
}

/**
 * The whole nginx.conf: everything nginx writes stays in `dir`; the doc's block is the http body.
 * It loads the brotli_static module the block uses, as a stock Debian nginx.conf does through
 * modules-enabled/ (by its absolute path: `-p dir` would take Debian's relative one from `dir`).
 */
const nginxConf = (dir: string, nginx: string, dist: string, serverBlock: string) => `
load_module ${path.join(modulesDir(nginx), BROTLI_STATIC_MODULE)};
${userDirective(dist)}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  include ${confDir(nginx)}/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

${serverBlock}
}
`

export interface Response {
  status: number
  headers: http2.IncomingHttpHeaders
  /** the body, decompressed */
  body: string
  /** its size on the wire */
  wireBytes: number
}

export interface RunningNginx {
  origin: string
  /** the protocol TLS negotiated (ALPN): 'h2' for HTTP/2 */
  protocol: string | undefined
  get(urlPath: string, headers?: http2.OutgoingHttpHeaders): Promise<Response>
  stop(): Promise<void>
}

const decode = (encoding: string | string[] | undefined, body: Buffer) =>
  encoding === 'gzip'
    ? zlib.gunzipSync(body)
    : encoding === 'br'
      ? zlib.brotliDecompressSync(body)
      : body

function request(
  session: http2.ClientHttp2Session,
  urlPath: string,
  headers: http2.OutgoingHttpHeaders,
) {
  return new Promise<Response>((resolve, reject) => {
    const stream = session.request({ ':path': urlPath, ...headers })
    const chunks: Buffer[] = []
    let head: http2.IncomingHttpHeaders = {}
    stream.on('response', (h) => (head = h))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () => {
      const raw = Buffer.concat(chunks)
      resolve({
        status: Number(head[':status']),
        headers: head,
        body: decode(head['content-encoding'], raw).toString('utf8'),
        wireBytes: raw.length,
      })
    })
    stream.end()
  })
}

/** Connects over TLS (the throwaway certificate is not trusted) and asks for HTTP/2 only. */
const connect = (origin: string) =>
  new Promise<http2.ClientHttp2Session>((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false })
    session.once('connect', () => resolve(session))
    // before the connection: nginx is not listening yet; after it: the request that was on it fails
    session.on('error', (error) => {
      session.destroy()
      reject(error)
    })
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts nginx with the doc's server block over `dist`; resolves once it answers over HTTP/2. */
export async function startNginx(markdown: string, dist: string): Promise<RunningNginx> {
  const nginx = findNginx()
  const openssl = findOpenssl()
  if (!nginx || !openssl)
    throw new Error('no nginx or openssl: run scripts/provision/ensure-nginx.mjs')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-nginx-'))
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  let child: ReturnType<typeof spawn> | undefined
  let session: http2.ClientHttp2Session | undefined
  // should the test process end without stop(), nginx still shuts down (SIGTERM: it ends its workers)
  const killOnExit = () => child?.kill('SIGTERM')

  const stop = async () => {
    session?.destroy()
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve))
      child.kill('SIGTERM')
      if (!(await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS)]))) {
        // a master that does not end: its workers (by their parent, this nginx), then itself
        spawnSync('pkill', ['-KILL', '-P', String(child.pid)])
        child.kill('SIGKILL')
      }
    }
    process.off('exit', killOnExit)
    fs.rmSync(dir, { recursive: true, force: true })
  }

  try {
    // a throwaway self-signed certificate, valid for a day
    const subject = 'req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -days 1'.split(' ')
    run(openssl, [...subject, '-keyout', key, '-out', cert])
    const port = await freePort()
    const block = fillServerBlock(extractServerBlock(markdown), { port, dist, cert, key })
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, nginx, dist, block))
    const errorLog = path.join(dir, 'error.log')
    child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    process.once('exit', killOnExit)
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const origin = `https://127.0.0.1:${port}`
    const started = Date.now()
    while (!session) {
      if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
        const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''
        throw new Error(`nginx did not start (exit ${child.exitCode}):\n${stderr}${log}`)
      }
      session = await connect(origin).catch(() => sleep(100).then(() => undefined))
    }
    const open = session
    return {
      origin,
      protocol: open.alpnProtocol,
      get: (urlPath, headers = {}) => request(open, urlPath, headers),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
