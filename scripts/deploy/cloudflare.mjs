// Starts Cloudflare's own local Pages server (`wrangler pages dev`, the workerd runtime that runs
// Cloudflare's Pages asset server, _headers and _redirects included) on a build folder, offline,
// on a free port, with everything it writes in a temp folder that stop() removes. wrangler is
// pinned and installed on demand into a cache folder (not a dependency every `npm ci` fetches):
// node scripts/provision/ensure-cloudflare.mjs. Used by the deploy test
// (tests/deploy/cloudflare.test.ts) and the bench (npm run bench -- --server cloudflare).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../shared/free-port.mjs'
import { http1Get } from './client.mjs'
import { hostToolDir } from './cache.mjs'
import { superviseChild, waitUntilAnswering } from './process.mjs'

/**
 * The wrangler the test runs: the last release that runs on Node 20 (4.87.0 and later need Node
 * ≥ 22, package.json's engines allow 20.19).
 */
export const WRANGLER_VERSION = '4.86.0'
/** The package, as npm installs it. */
const WRANGLER_PACKAGE = `wrangler@${WRANGLER_VERSION}`

// the longest wrangler may take to start workerd and answer on a slow, shared machine
const START_TIMEOUT_MS = 60_000

/** Where the pinned wrangler is installed (a cache folder outside the clone). */
export const wranglerDir = () => hostToolDir(`wrangler-${WRANGLER_VERSION}`)

const wranglerCli = (dir) => path.join(dir, 'node_modules', 'wrangler', 'bin', 'wrangler.js')

/** The pinned wrangler's CLI script, or null when it is not installed. */
export function findWrangler() {
  const cli = wranglerCli(wranglerDir())
  return fs.existsSync(cli) ? cli : null
}

/** The install command, as the provisioning script prints it when it cannot run it. */
export const wranglerInstallCommand = () =>
  `npm install --prefix ${wranglerDir()} --no-audit --no-fund ${WRANGLER_PACKAGE}`

/**
 * Installs the pinned wrangler into its cache folder: into a fresh folder beside it first, moved
 * into place once complete, so an interrupted install is never taken for one.
 */
export function installWrangler() {
  const dir = wranglerDir()
  const staging = `${dir}.partial-${process.pid}`
  fs.rmSync(staging, { recursive: true, force: true })
  fs.mkdirSync(staging, { recursive: true })
  const result = spawnSync(
    'npm',
    ['install', '--prefix', staging, '--no-audit', '--no-fund', WRANGLER_PACKAGE],
    { stdio: 'inherit' },
  )
  if (result.status !== 0 || !fs.existsSync(wranglerCli(staging))) {
    fs.rmSync(staging, { recursive: true, force: true })
    throw new Error(`npm could not install ${WRANGLER_PACKAGE}`)
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(staging, dir)
}

/**
 * The newest compatibility date the installed workerd supports: its version is
 * `1.YYYYMMDD.patch` (wrangler refuses a date newer than its runtime).
 */
export function workerdCompatibilityDate(dir = wranglerDir()) {
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
  const cli = findWrangler()
  if (!cli) throw new Error(`no wrangler ${WRANGLER_VERSION}: run ${wranglerInstallCommand()}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-cloudflare-'))
  let supervisor
  const stop = async () => {
    await supervisor?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const listen = port || (await freePort())
    const args = [
      ...['pages', 'dev', path.resolve(dist)],
      ...['--ip', '127.0.0.1', '--port', String(listen)],
      // another wrangler may hold the default debugger port (9229)
      ...['--inspector-port', String(await freePort())],
      ...['--compatibility-date', workerdCompatibilityDate()],
      ...['--persist-to', path.join(dir, 'state')],
    ]
    const child = spawn(process.execPath, [cli, ...args], {
      // wrangler writes .wrangler/ into its working folder and its logs and metrics settings
      // into the user's config: both go to the temp folder
      cwd: dir,
      env: { ...process.env, XDG_CONFIG_HOME: dir, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    supervisor = superviseChild(child)
    const origin = `http://127.0.0.1:${listen}`
    await waitUntilAnswering(child, {
      name: `wrangler ${WRANGLER_VERSION} pages dev`,
      attempt: () => http1Get(origin, '/').then((r) => r.status),
      timeoutMs: START_TIMEOUT_MS,
      output: supervisor.output,
    })
    return {
      name: 'cloudflare',
      origin,
      protocol: 'http/1.1',
      get: (urlPath, headers = {}) => http1Get(origin, urlPath, headers),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
