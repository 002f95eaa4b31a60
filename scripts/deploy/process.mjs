// A host's server as a child process of its own group (a CLI and the runtime it starts, or
// nginx's master and workers): started, polled until it answers, stopped with everything it
// started. Should the calling process end without stop(), the group is ended all the same.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../shared/free-port.mjs'
import { http1Get } from './client.mjs'

/** How often a starting server is asked whether it answers. */
const POLL_MS = 100
/** The longest a server may take to end after SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 5_000
/** How much of a server's output a failure message quotes (its end). */
const OUTPUT_TAIL_CHARS = 4_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signals the child's whole process group (it leads it: spawned with `detached: true`). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group has ended
  }
}

const isRunning = (child) => child.exitCode === null && child.signalCode === null

/**
 * Watches a child spawned with `detached: true`: its output is kept, the group is ended on exit.
 * Returns { output(), stop() }.
 */
export function superviseChild(child) {
  let output = ''
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const killOnExit = () => signalGroup(child, 'SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (!isRunning(child)) return signalGroup(child, 'SIGKILL')
    const exited = new Promise((resolve) => child.once('exit', () => resolve(true)))
    signalGroup(child, 'SIGTERM')
    if (!(await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => false)])))
      signalGroup(child, 'SIGKILL')
    // what the leader started and left behind
    signalGroup(child, 'SIGKILL')
  }
  return { output: () => output, stop }
}

/**
 * Polls `attempt` (resolving to a value once the server answers, undefined before) until it
 * gives a value; throws with the server's output once the child has exited or `timeoutMs` passed.
 */
export async function waitUntilAnswering(child, { name, attempt, timeoutMs, output }) {
  const started = Date.now()
  for (;;) {
    const value = await attempt().catch(() => undefined)
    if (value !== undefined) return value
    if (!isRunning(child) || Date.now() - started > timeoutMs)
      throw new Error(
        `${name} did not start (${isRunning(child) ? `no answer in ${timeoutMs} ms` : `exit ${child.exitCode}`}):\n${output()}`,
      )
    await sleep(POLL_MS)
  }
}

/**
 * Runs a host's local server, the Node CLI of a pinned tool (scripts/deploy/cache.mjs) with the
 * arguments `args(dir, port)` gives for a temp folder `dir` that stop() removes and the port it
 * listens on (`port`, or a free one), in `dir` as its working folder and its user config folder,
 * so whatever it writes stays there; resolves once it answers over HTTP/1.1.
 */
export async function startLocalServer({ name, label, tool, port, args, env = {}, timeoutMs }) {
  const cli = tool.find()
  if (!cli) throw new Error(`no ${tool.spec}: run ${tool.installCommand}`)
  const listen = port || (await freePort())
  const origin = `http://127.0.0.1:${listen}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `deploy-${name}-`))
  let supervisor
  const stop = async () => {
    await supervisor?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const child = spawn(process.execPath, [cli, ...(await args(dir, listen))], {
      cwd: dir,
      env: { ...process.env, XDG_CONFIG_HOME: dir, CI: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    supervisor = superviseChild(child)
    await waitUntilAnswering(child, {
      name: label,
      attempt: () => http1Get(origin, '/').then((r) => r.status),
      timeoutMs,
      output: supervisor.output,
    })
    return {
      name,
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
