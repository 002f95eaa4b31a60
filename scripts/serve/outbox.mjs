// The local outbox: an EmailJS-compatible endpoint on the site's own origin. It checks a request
// the way the real service does, stores each accepted message as a JSON file, and lists them at
// /__outbox (HTML, everything escaped) and /__outbox.json. `npm start` and `npm run dev` mount it.
//
// It is a developer's tool on a developer's machine, and it is built not to be one's weak spot:
// - a message file appears whole or not at all (written beside, then linked into place; never
//   overwritten), so a crash or a kill mid-write leaves no partial message;
// - the listing skips a file it cannot read and says so, and never fails;
// - each client may send so many messages a minute (429 with Retry-After past it, as EmailJS's
//   rate limit answers), the outbox holds so many messages and bytes (507 past it: nothing is
//   dropped or overwritten), and a body over 256 KiB is refused with 413;
// - only the site's own origin may post from a browser (CORS and an Origin check), only a local
//   host name reaches it (a DNS-rebinding page cannot read it), and the listing is sent with a
//   Content-Security-Policy, nosniff and frame-ancestors 'none'.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The site's palette (src/config/tokens.json), for the listing page. */
const TOKENS = new URL('../../src/config/tokens.json', import.meta.url)
const { color: C } = JSON.parse(
  fs.readFileSync(
    // a test environment may give this module a URL of another scheme: then from the repo root
    TOKENS.protocol === 'file:' ? fileURLToPath(TOKENS) : path.resolve('src/config/tokens.json'),
    'utf8',
  ),
)

export const SEND_PATH = '/api/v1.0/email/send'
export const LIST_PATH = '/__outbox'

/** The limits a handler applies unless told otherwise. */
export const OUTBOX_DEFAULTS = Object.freeze({
  /** the largest request body accepted (EmailJS allows 50 KB of template variables) */
  maxBodyBytes: 256 * 1024,
  /** messages one client may send per window… */
  rateLimit: 30,
  /** …of this many milliseconds (a person never gets near it; a loop does in a second) */
  rateWindowMs: 60_000,
  /** the most messages the outbox holds */
  maxMessages: 1000,
  /** the most bytes its message files take together */
  maxBytes: 50 * 1024 * 1024,
})

/**
 * Host names the outbox answers to besides those given: this machine's own names and addresses
 * (a phone on the same network reaches it by the machine's address; a rebinding page comes by a
 * name of its own, which is refused).
 */
function localHosts() {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .filter(Boolean)
    .map(({ address, family }) =>
      family === 'IPv6' || family === 6 ? `[${address.replace(/%.*$/, '')}]` : address,
    )
  return ['localhost', '127.0.0.1', '[::1]', ...addresses]
}

/** Headers of the listing pages: nothing runs, nothing loads, nobody frames them. */
const LISTING_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
}

const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const isText = (v) => typeof v === 'string' && v.trim().length > 0
const isObject = (v) => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** Checks an EmailJS send body; returns an error text, or null when it is acceptable. */
export function validateSend(body) {
  if (!isObject(body)) return 'The body must be a JSON object'
  for (const field of ['service_id', 'template_id', 'user_id']) {
    if (!isText(body[field])) return `The ${field} parameter is required`
  }
  const params = body.template_params
  if (!isObject(params)) return 'The template_params parameter is required'
  for (const field of ['name', 'email', 'message']) {
    if (!isText(params[field])) return `The template parameter ${field} is required`
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.email))
    return 'The template parameter email is not a valid address'
  return null
}

/** A stored message has the fields the listing shows. */
const isMessage = (m) =>
  isObject(m) &&
  typeof m.id === 'string' &&
  typeof m.receivedAt === 'string' &&
  isObject(m.template_params) &&
  ['name', 'email', 'message'].every((f) => typeof m.template_params[f] === 'string')

const tooLarge = (limit) =>
  Object.assign(new Error(`Payload too large: the limit is ${limit} bytes`), { status: 413 })

/** Past this many times the limit a body is not even drained: the connection is closed. */
const DRAIN_FACTOR = 16

/**
 * Reads a body of up to `limit` bytes. A larger one is read to its end and dropped (so the client
 * gets its 413 instead of a reset connection), up to DRAIN_FACTOR times the limit; past that, or
 * when Content-Length says so, the 413 comes at once and the connection closes.
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const drainLimit = limit * DRAIN_FACTOR
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > drainLimit) {
      reject(Object.assign(tooLarge(limit), { close: true }))
      return
    }
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > drainLimit) {
        req.destroy()
        reject(Object.assign(tooLarge(limit), { close: true }))
      } else if (size <= limit) chunks.push(chunk)
    })
    req.on('end', () =>
      size > limit ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks).toString('utf8')),
    )
    req.on('error', reject)
  })
}

/** Message files are `<id>.json`; a write in progress is a dot file the listing never reads. */
const isMessageFile = (name) => name.endsWith('.json') && !name.startsWith('.')
const TEMP_SUFFIX = '.partial'

/**
 * Every stored message, newest first, and the files that could not be read (named, skipped).
 * Never throws: a missing folder is an empty outbox.
 */
export function readOutbox(dir) {
  let names
  try {
    names = fs.readdirSync(dir).filter(isMessageFile).sort().reverse()
  } catch {
    return { messages: [], skipped: [] }
  }
  const messages = []
  const skipped = []
  for (const name of names) {
    try {
      const message = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))
      if (!isMessage(message)) throw new Error('not a message')
      messages.push(message)
    } catch {
      skipped.push(name)
    }
  }
  return { messages, skipped }
}

/** Every stored message, newest first (unreadable files skipped). */
export function listMessages(dir) {
  return readOutbox(dir).messages
}

/** The count and total size of the message files, for the caps. */
function usage(dir) {
  let count = 0
  let bytes = 0
  let names = []
  try {
    names = fs.readdirSync(dir).filter(isMessageFile)
  } catch {
    // no folder yet: an empty outbox
  }
  for (const name of names) {
    try {
      bytes += fs.statSync(path.join(dir, name)).size
      count += 1
    } catch {
      // removed meanwhile
    }
  }
  return { count, bytes }
}

/**
 * Stores a message whole: written to a dot file beside it, flushed, then linked to its name
 * (link fails rather than replace a file of that name) and the temporary name removed.
 */
function storeMessage(dir, id, text) {
  fs.mkdirSync(dir, { recursive: true })
  const final = path.join(dir, `${id}.json`)
  const temp = path.join(dir, `.${id}${TEMP_SUFFIX}`)
  try {
    const fd = fs.openSync(temp, 'wx')
    try {
      fs.writeFileSync(fd, text)
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
    fs.linkSync(temp, final)
  } finally {
    // written or not, the temporary name goes: a failed write leaves nothing behind
    fs.rmSync(temp, { force: true })
  }
}

/** Removes what a killed server left mid-write (dot files that never became messages). */
export function removeStaleTemps(dir) {
  let names = []
  try {
    names = fs.readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (name.startsWith('.') && name.endsWith(TEMP_SUFFIX))
      fs.rmSync(path.join(dir, name), { force: true })
  }
}

function renderList({ messages, skipped }) {
  const rows = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.template_params.name)}</strong> &lt;${escapeHtml(m.template_params.email)}&gt;
  <time datetime="${escapeHtml(m.receivedAt)}">${escapeHtml(m.receivedAt)}</time></header>
  <pre>${escapeHtml(m.template_params.message)}</pre>
  <footer>service ${escapeHtml(m.service_id)} · template ${escapeHtml(m.template_id)} · id ${escapeHtml(m.id)}</footer>
</article>`,
    )
    .join('\n')
  const notice = skipped.length
    ? `<p class="notice" role="status">${skipped.length} file(s) in the outbox could not be read and are not shown: ${skipped.map((n) => `<code>${escapeHtml(n)}</code>`).join(', ')}.</p>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local outbox (${messages.length})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:${C.paper.DEFAULT};color:${C.text.DEFAULT}}
main{max-width:860px;margin:0 auto;padding:32px 20px}
h1{font-size:28px;margin:0 0 4px}p.note{color:${C.text.muted};margin:0 0 24px}
p.notice{background:${C.notice.DEFAULT};border:1px solid ${C.notice.line};border-radius:12px;padding:12px 16px;margin:0 0 24px}
article{background:${C.white};border:1px solid ${C.paper.line};border-radius:16px;padding:16px 20px;margin:0 0 16px}
article header{display:flex;gap:12px;flex-wrap:wrap;justify-content:space-between}
time{color:${C.text.muted};font-size:14px}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:12px 0}
article footer{color:${C.text.muted};font-size:13px}
</style></head>
<body><main><h1>Local outbox</h1>
<p class="note">${messages.length} message(s) sent by the site's forms while no EmailJS keys are configured. Newest first.</p>
${notice}
${rows || '<p>No messages yet. Submit a form on the site and reload.</p>'}
</main></body></html>`
}

/** The host name of a Host header or an origin's host ("localhost:4173" → "localhost"). */
const hostName = (host) => {
  const value = String(host ?? '').toLowerCase()
  return value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d+$/, '')
}

/**
 * A request handler: answers the send endpoint and the listing, returns false for anything else.
 * Messages are stored in `dir` (created when needed). `hosts` are host names it answers to besides
 * the machine's own (localhost, its addresses); the limits default to OUTBOX_DEFAULTS; `now` is
 * the clock.
 */
export function createOutboxHandler({ dir, hosts = [], now = Date.now, ...limits }) {
  const { maxBodyBytes, rateLimit, rateWindowMs, maxMessages, maxBytes } = {
    ...OUTBOX_DEFAULTS,
    ...limits,
  }
  const allowedHosts = new Set([...localHosts(), ...hosts.map(hostName)])
  /** each client's send times within the window */
  const sends = new Map()
  let sequence = 0
  removeStaleTemps(dir)

  /** The site's own origin: the one the request was made to, on an allowed host. */
  const isOwnOrigin = (origin, host) => {
    try {
      const url = new URL(origin)
      return url.host === String(host).toLowerCase() && allowedHosts.has(hostName(url.host))
    } catch {
      return false
    }
  }

  /** Seconds until the client may send again, or 0 when it may now (and the send is counted). */
  const throttle = (client) => {
    const at = now()
    const recent = (sends.get(client) ?? []).filter((t) => at - t < rateWindowMs)
    if (recent.length >= rateLimit) {
      sends.set(client, recent)
      return Math.max(1, Math.ceil((recent[0] + rateWindowMs - at) / 1000))
    }
    recent.push(at)
    sends.set(client, recent)
    return 0
  }

  return async function outbox(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const isSend = url.pathname === SEND_PATH
    const isList = url.pathname === LIST_PATH || url.pathname === `${LIST_PATH}/`
    const isJson = url.pathname === `${LIST_PATH}.json`
    if (!isSend && !isList && !isJson) return false

    const host = req.headers.host ?? ''
    const origin = req.headers.origin
    const cors =
      origin && isOwnOrigin(origin, host)
        ? {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Allow-Headers': 'Content-Type',
            'Access-Control-Max-Age': '86400',
            Vary: 'Origin',
          }
        : { Vary: 'Origin' }
    const reply = (status, text, headers = {}) => {
      res.writeHead(status, {
        ...cors,
        ...headers,
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      })
      res.end(text)
      return true
    }

    // a page on another name that resolves here (DNS rebinding) gets nothing
    if (!allowedHosts.has(hostName(host)))
      return reply(403, "The local outbox answers on this machine's own names and addresses only")

    if (isSend) {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end()
        return true
      }
      if (req.method !== 'POST') return reply(405, 'Method Not Allowed', { Allow: 'POST, OPTIONS' })
      // a browser always names the page that posts: only the site's own may
      if (origin && !isOwnOrigin(origin, host))
        return reply(403, 'Only the site itself may send to the local outbox')
      if (!String(req.headers['content-type'] ?? '').includes('application/json')) {
        return reply(400, 'The request must be JSON (Content-Type: application/json)')
      }
      let body
      try {
        body = JSON.parse(await readBody(req, maxBodyBytes))
      } catch (error) {
        if (error.status === 413)
          return reply(413, error.message, error.close ? { Connection: 'close' } : {})
        return reply(400, 'The body is not valid JSON')
      }
      const problem = validateSend(body)
      if (problem) return reply(400, problem)
      const wait = throttle(req.socket?.remoteAddress ?? 'unknown')
      if (wait > 0)
        return reply(
          429,
          `Too many requests: at most ${rateLimit} messages a minute. Try again in ${wait} s.`,
          { 'Retry-After': String(wait) },
        )
      const receivedAt = new Date(now()).toISOString()
      sequence = (sequence + 1) % 1_000_000
      const id = `${receivedAt.replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}`
      const text = JSON.stringify(
        {
          id,
          receivedAt,
          service_id: body.service_id,
          template_id: body.template_id,
          user_id: body.user_id,
          template_params: {
            name: body.template_params.name,
            email: body.template_params.email,
            message: body.template_params.message,
          },
        },
        null,
        2,
      )
      const used = usage(dir)
      if (used.count >= maxMessages || used.bytes + Buffer.byteLength(text) > maxBytes)
        return reply(
          507,
          `The local outbox is full (${used.count} messages, ${used.bytes} bytes; the limits are ${maxMessages} messages and ${maxBytes} bytes). Delete files in ${dir} to receive more.`,
        )
      try {
        storeMessage(dir, id, text)
      } catch (error) {
        console.error(`local outbox: could not store ${id}:`, error)
        return reply(500, 'The local outbox could not store the message')
      }
      return reply(200, 'OK')
    }

    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
    const outboxState = readOutbox(dir)
    if (outboxState.skipped.length)
      console.warn(`local outbox: skipped unreadable file(s): ${outboxState.skipped.join(', ')}`)
    const headers = { ...LISTING_HEADERS, Vary: 'Origin' }
    if (isList) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
      res.end(req.method === 'HEAD' ? undefined : renderList(outboxState))
    } else {
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        // the files left out, so a script reading the list can tell
        ...(outboxState.skipped.length && { 'X-Outbox-Skipped': outboxState.skipped.join(', ') }),
      })
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(outboxState.messages))
    }
    return true
  }
}
