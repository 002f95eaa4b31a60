// Starts Netlify's own local server (`netlify dev --offline`, netlify-cli's proxy that applies
// _headers and _redirects the way Netlify does) on a build folder, on a free port, with whatever
// it writes (.netlify/, its config) in a temp folder that stop() removes. netlify-cli is pinned and
// installed on demand into the host tools' cache (about 350 MB, 3 to 5 minutes the first time):
// node scripts/provision/ensure-netlify.mjs. Used by the deploy test
// (tests/deploy/netlify.test.ts) and the bench (npm run bench -- --server netlify).
import path from 'node:path'
import { freePort } from '../shared/free-port.mjs'
import { pinnedTool } from './cache.mjs'
import { startLocalServer } from './process.mjs'

/**
 * The netlify-cli the test runs. Its engines ask for Node ≥ 22.13; `netlify dev --offline
 * --dir` with a static folder runs on Node 20 as well (this test is the proof).
 */
export const NETLIFY_CLI_VERSION = '27.10.2'
/** The pinned netlify-cli in the host tools' cache (scripts/deploy/cache.mjs). */
export const netlifyCli = pinnedTool('netlify-cli', NETLIFY_CLI_VERSION, path.join('bin', 'run.js'))

// the longest netlify dev may take to answer on a slow, shared machine (about 20 s on a quiet one)
const START_TIMEOUT_MS = 120_000

/**
 * Runs `netlify dev --offline` on `dist`; resolves once it answers. `port` 0 takes a free one.
 * Without --internal-disable-edge-functions it tries to download its edge runtime, and fails
 * offline; its static server and functions server get free ports too (the defaults are fixed).
 */
export async function startNetlify(dist, { port = 0 } = {}) {
  return startLocalServer({
    name: 'netlify',
    label: `${netlifyCli.spec} dev`,
    tool: netlifyCli,
    port,
    args: async (_dir, listen) => [
      ...['dev', '--offline', '--dir', path.resolve(dist), '--internal-disable-edge-functions'],
      ...['--port', String(listen)],
      ...['--target-port', String(await freePort())],
      ...['--functions-port', String(await freePort())],
      ...['--no-open', '--skip-gitignore'],
    ],
    env: { NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
    timeoutMs: START_TIMEOUT_MS,
  })
}
