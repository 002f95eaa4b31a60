// Starts Cloudflare's own local Pages server (`wrangler pages dev`, the workerd runtime that runs
// Cloudflare's Pages asset server, _headers and _redirects included) on a build folder, offline,
// on a free port, with everything it writes in a temp folder that stop() removes. wrangler is
// pinned and installed on demand into a cache folder (not a dependency every `npm ci` fetches):
// node scripts/provision/ensure-cloudflare.mjs. Used by the deploy test
// (tests/deploy/cloudflare.test.ts) and the bench (npm run bench -- --server cloudflare).
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../shared/free-port.mjs'
import { pinnedTool } from './cache.mjs'
import { startLocalServer } from './process.mjs'

/**
 * The wrangler the test runs: the last release that runs on Node 20 (4.87.0 and later need Node
 * ≥ 22, package.json's engines allow 20.19).
 */
export const WRANGLER_VERSION = '4.86.0'
/** The pinned wrangler in the host tools' cache (scripts/deploy/cache.mjs). */
export const wrangler = pinnedTool('wrangler', WRANGLER_VERSION, path.join('bin', 'wrangler.js'))

// the longest wrangler may take to start workerd and answer on a slow, shared machine
const START_TIMEOUT_MS = 60_000

/**
 * The newest compatibility date the installed workerd supports: its version is
 * `1.YYYYMMDD.patch` (wrangler refuses a date newer than its runtime).
 */
export function workerdCompatibilityDate(dir = wrangler.dir) {
  const manifest = path.join(dir, 'node_modules', 'workerd', 'package.json')
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'))
  const date = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version)
  if (!date) throw new Error(`workerd ${version}: not a 1.YYYYMMDD.patch version`)
  return `${date[1]}-${date[2]}-${date[3]}`
}

/**
 * Runs `wrangler pages dev` on `dist`; resolves once it answers. `port` 0 takes a free one.
 * Offline, wrangler prints that it could not fetch the `Request.cf` object (harmless).
 */
export async function startCloudflare(dist, { port = 0 } = {}) {
  return startLocalServer({
    name: 'cloudflare',
    label: `${wrangler.spec} pages dev`,
    tool: wrangler,
    port,
    args: async (dir, listen) => [
      ...['pages', 'dev', path.resolve(dist)],
      ...['--ip', '127.0.0.1', '--port', String(listen)],
      // another wrangler may hold the default debugger port (9229)
      ...['--inspector-port', String(await freePort())],
      ...['--compatibility-date', workerdCompatibilityDate()],
      ...['--persist-to', path.join(dir, 'state')],
    ],
    env: { WRANGLER_SEND_METRICS: 'false' },
    timeoutMs: START_TIMEOUT_MS,
  })
}
