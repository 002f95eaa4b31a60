// Starts docs/deploy.md's nginx server block in a real nginx (Debian's nginx-light 1.22): the
// block is read from the doc, its placeholders (port, dist path, certificate) are filled in, and
// nginx serves the built site over HTTP/2 with a throwaway certificate, unprivileged, on a free
// port, with its pid, logs and temp files in a temp folder that stop() removes. Used by the deploy
// test (tests/deploy/nginx.test.ts) and the bench (npm run bench -- --server nginx).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findNginx, findOpenssl } from '../provision/nginx.mjs'
import { freePort } from '../shared/free-port.mjs'
import { connectHttp2, http2Get } from './client.mjs'
import { superviseChild, waitUntilAnswering } from './process.mjs'

/** The comment in docs/deploy.md that marks the block the test runs (the next ```nginx fence). */
export const BLOCK_MARKER = '<!-- deploy-test:'

/** What the doc's block says that the harness replaces, and with what. */
const PLACEHOLDERS = {
  port: /(^\s*listen\s+)443(\s)/m,
  dist: '/var/www/site/dist',
  cert: '/etc/ssl/www.example.com/fullchain.pem',
  key: '/etc/ssl/www.example.com/privkey.pem',
}

// the longest nginx may take to listen on a slow, shared machine
const START_TIMEOUT_MS = 15_000
// the throwaway certificate: a self-signed one, valid for a day
const CERTIFICATE_REQUEST = 'req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -days 1'

/** The nginx block under the marker comment of a Markdown text (the fence's contents). */
export function extractServerBlock(markdown) {
  const marker = markdown.indexOf(BLOCK_MARKER)
  if (marker < 0) throw new Error(`docs/deploy.md: no "${BLOCK_MARKER}" marker`)
  const open = markdown.indexOf('```nginx\n', marker)
  const close = markdown.indexOf('\n```', open + 1)
  if (open < 0 || close < 0) throw new Error('docs/deploy.md: no ```nginx block after the marker')
  return markdown.slice(open + '```nginx\n'.length, close + 1)
}

/** The doc's block with this machine's values; throws on a placeholder the doc no longer has. */
export function fillServerBlock(block, values) {
  let filled = block
  for (const [name, placeholder] of Object.entries(PLACEHOLDERS)) {
    const value = String(values[name])
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

const run = (command, args) => {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.error ?? ''}`)
  return `${result.stdout}${result.stderr}`
}

/** One of nginx's build options (`nginx -V`), or `fallback`. */
const buildOption = (nginx, option, fallback) =>
  new RegExp(`--${option}=(\\S+)`).exec(run(nginx, ['-V']))?.[1] ?? fallback

/** The folder of nginx's own configuration (for mime.types). */
const confDir = (nginx) => path.dirname(buildOption(nginx, 'conf-path', '/etc/nginx/nginx.conf'))

/** nginx's folder of dynamic modules. */
const modulesDir = (nginx) => buildOption(nginx, 'modules-path', '/usr/lib/nginx/modules')

/** The module the doc's block needs beyond nginx's own (`brotli_static`). */
const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so'

/**
 * As root, nginx's workers would switch to `nobody`, who may not reach the clone's dist/: they run
 * as the owner of dist/ instead. Run as another user, nginx keeps that user (no directive).
 */
function userDirective(dist) {
  if (process.getuid?.() !== 0) return ''
  const { uid, gid } = fs.statSync(dist)
  const name = (db, id) => run('getent', [db, String(id)]).split(':')[0]
  return `user ${name('passwd', uid)} ${name('group', gid)};`
}

/**
 * The whole nginx.conf: everything nginx writes stays in `dir`; the doc's block is the http body.
 * It loads the brotli_static module the block uses, as a stock Debian nginx.conf does through
 * modules-enabled/ (by its absolute path: `-p dir` would take Debian's relative one from `dir`).
 */
const nginxConf = (dir, nginx, dist, serverBlock) => `
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

/** Starts nginx with the doc's server block over `dist`; resolves once it answers over HTTP/2. */
export async function startNginx(markdown, dist) {
  const nginx = findNginx()
  const openssl = findOpenssl()
  if (!nginx || !openssl)
    throw new Error('no nginx or openssl: run node scripts/provision/ensure-nginx.mjs')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-nginx-'))
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  let supervisor
  let session
  const stop = async () => {
    session?.destroy()
    await supervisor?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    run(openssl, [...CERTIFICATE_REQUEST.split(' '), '-keyout', key, '-out', cert])
    const port = await freePort()
    const block = fillServerBlock(extractServerBlock(markdown), { port, dist, cert, key })
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, nginx, dist, block))
    const errorLog = path.join(dir, 'error.log')
    const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    })
    supervisor = superviseChild(child)
    const origin = `https://127.0.0.1:${port}`
    const output = () =>
      supervisor.output() + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '')
    session = await waitUntilAnswering(child, {
      name: 'nginx',
      attempt: () => connectHttp2(origin),
      timeoutMs: START_TIMEOUT_MS,
      output,
    })
    const open = session
    return {
      name: 'nginx',
      origin,
      protocol: open.alpnProtocol,
      get: (urlPath, headers = {}) => http2Get(open, urlPath, headers),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
