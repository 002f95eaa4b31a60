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
import {
  FORM_PATH,
  HONEYPOT_NAME,
  LIST_PATH,
  RECEIPT_PATH,
  RETURN_FIELD,
  SEND_PATH,
} from '../../src/config/nativeForm.mjs'

/** The site's palette (src/config/tokens.json), for the listing page. */
const TOKENS = new URL('../../src/config/tokens.json', import.meta.url)
const { color: C, radius: RADIUS } = JSON.parse(
  fs.readFileSync(
    // a test environment may give this module a URL of another scheme: then from the repo root
    TOKENS.protocol === 'file:' ? fileURLToPath(TOKENS) : path.resolve('src/config/tokens.json'),
    'utf8',
  ),
)

// the addresses and field names the site's forms share with the outbox (one module, read by both)
export { FORM_PATH, LIST_PATH, RECEIPT_PATH, SEND_PATH } from '../../src/config/nativeForm.mjs'

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

/**
 * Headers of the pages a native form post leads to: the listing's, but its form may post back
 * here, and that post names its origin (under `no-referrer` a browser sends `Origin: null`).
 */
const PAGE_HEADERS = {
  ...LISTING_HEADERS,
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'same-origin',
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

/** The template parameters every message has (spec §3/§7). */
const FIELDS = ['name', 'email', 'message']
/** The e-mail shape the outbox takes (stricter than a browser's `type="email"`: a dot in the domain). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * What is wrong with a message's parameters: each missing field, then a malformed e-mail, as
 * `{ field, problem: 'missing' | 'malformed' }`; empty when the message is acceptable.
 */
export function paramProblems(params) {
  const missing = FIELDS.filter((field) => !isText(params[field])).map((field) => ({
    field,
    problem: 'missing',
  }))
  if (missing.length > 0 || EMAIL_SHAPE.test(params.email)) return missing
  return [{ field: 'email', problem: 'malformed' }]
}

/** Checks an EmailJS send body; returns an error text, or null when it is acceptable. */
export function validateSend(body) {
  if (!isObject(body)) return 'The body must be a JSON object'
  for (const field of ['service_id', 'template_id', 'user_id']) {
    if (!isText(body[field])) return `The ${field} parameter is required`
  }
  const params = body.template_params
  if (!isObject(params)) return 'The template_params parameter is required'
  const [first] = paramProblems(params)
  if (!first) return null
  return first.problem === 'missing'
    ? `The template parameter ${first.field} is required`
    : 'The template parameter email is not a valid address'
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

/** The outbox's pages (the listing, a receipt, a form's problem): the site's palette, no script. */
function renderPage(title, main) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:${C.paper.DEFAULT};color:${C.text.DEFAULT}}
main{max-width:860px;margin:0 auto;padding:32px 20px}
h1{font-size:28px;margin:0 0 4px}p.note{color:${C.text.muted};margin:0 0 24px}
p.notice,ul.notice{background:${C.notice.DEFAULT};border:1px solid ${C.notice.line};border-radius:12px;padding:12px 16px;margin:0 0 24px}
ul.notice{padding-left:36px}
article,form{background:${C.white};border:1px solid ${C.paper.line};border-radius:16px;padding:16px 20px;margin:0 0 16px}
article header{display:flex;gap:12px;flex-wrap:wrap;justify-content:space-between}
time{color:${C.text.muted};font-size:14px}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:12px 0}
article footer{color:${C.text.muted};font-size:13px;margin-top:12px}
dl{margin:0}dt{font-weight:600;margin:12px 0 2px}dd{margin:0;white-space:pre-wrap;word-break:break-word}
label{display:block;font-weight:600;margin:12px 0 6px}
input,textarea{box-sizing:border-box;width:100%;font:inherit;color:inherit;background:${C.white};border:1px solid ${C.paper.line};border-radius:12px;padding:10px 14px}
textarea{min-height:112px;resize:vertical}
input:focus,textarea:focus{outline:3px solid ${C.signal.soft};border-color:${C.signal.DEFAULT}}
.actions{display:flex;gap:12px;flex-wrap:wrap;align-items:center;margin:20px 0 0}
.button{display:inline-flex;align-items:center;min-height:48px;padding:0 24px;border:0;border-radius:${RADIUS.pill};background:${C.accent.DEFAULT};color:${C.ink.DEFAULT};font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:hover{background:${C.accent.hover}}
a{color:${C.signal.ink}}
</style></head>
<body><main>${main}</main></body></html>`
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
  return renderPage(
    `Local outbox (${messages.length})`,
    `<h1>Local outbox</h1>
<p class="note">${messages.length} message(s) sent by the site's forms while no EmailJS keys are configured. Newest first.</p>
${notice}
${rows || '<p>No messages yet. Submit a form on the site and reload.</p>'}`,
  )
}

/** The field labels of a native form's pages. */
const LABELS = { name: 'Name', email: 'Email', message: 'Message' }

/**
 * The receipt of a native form post: the message was received, what was sent (when the message
 * is still in the outbox), the way back to the page it came from.
 */
function renderReceipt(message, back) {
  const params = message?.template_params
  const sent = params
    ? `<article><dl>${FIELDS.map((f) => `<dt>${LABELS[f]}</dt><dd>${escapeHtml(params[f])}</dd>`).join('')}</dl>
<footer><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(message.receivedAt)}</time> · id ${escapeHtml(message.id)}</footer></article>`
    : ''
  return renderPage(
    'Message received',
    `<h1>Thank you: your message was received</h1>
<p class="note">The local outbox stored it (the site has no EmailJS keys, so its forms deliver here). We'll get back to you soon.</p>
${sent}
<p class="actions"><a class="button" href="${escapeHtml(back)}">Back to the page</a> <a href="${LIST_PATH}">Open the local outbox</a></p>`,
  )
}

/**
 * A native form post that could not go out: what is wrong, and the form again with every value
 * the visitor typed, to correct and send (it posts here again, with the way back in RETURN_FIELD).
 */
function renderProblem({ problems, values, back }) {
  const field = (name) => {
    const value = escapeHtml(values[name] ?? '')
    const attrs = `id="${name}" name="${name}" required${name === 'name' ? ' autocomplete="name"' : ''}`
    if (name === 'message') return `<textarea ${attrs} rows="5">${value}</textarea>`
    return `<input ${attrs} type="${name === 'email' ? 'email' : 'text'}"${name === 'email' ? ' autocomplete="email"' : ''} value="${value}">`
  }
  return renderPage(
    'Your message was not sent yet',
    `<h1>Your message was not sent yet</h1>
<p class="note">Nothing is lost: everything you typed is below. Correct it and send it again.</p>
<ul class="notice" role="alert">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
<form method="post" action="${FORM_PATH}">
<input type="hidden" name="${RETURN_FIELD}" value="${escapeHtml(back)}">
${FIELDS.map((name) => `<label for="${name}">${LABELS[name]}</label>\n${field(name)}`).join('\n')}
<p class="actions"><button class="button" type="submit">Send</button> <a href="${escapeHtml(back)}">Back to the page</a></p>
</form>`,
  )
}

/** What a visitor reads about each problem of a native post's fields. */
function problemText({ field, problem }, values) {
  if (problem === 'malformed')
    return `"${values.email}" is not an e-mail address the outbox takes: it needs a name, an @ and a domain with a dot, such as name@example.com.`
  return `Please fill in the ${LABELS[field].toLowerCase()} field.`
}

/**
 * The page a same-origin path leads to, for a receipt's way back: a path of this site (from the
 * form's RETURN_FIELD, or the Referer on this host), never another origin (no open redirect) and
 * never the outbox's own pages. Null when the value is none of these.
 */
export function returnPath(value, host) {
  if (typeof value !== 'string' || value === '') return null
  const base = `http://${String(host).toLowerCase() || 'localhost'}`
  let url
  try {
    // a path is read against this host; an absolute URL (a Referer) must be on it
    url = new URL(value, `${base}/`)
  } catch {
    return null
  }
  const isPath = value.startsWith('/') && !/^[/\\]{2}/.test(value)
  const isOwnUrl = /^https?:$/.test(url.protocol) && url.host === new URL(base).host
  if (!isOwnUrl || (!isPath && !/^https?:\/\//i.test(value))) return null
  if (url.pathname.startsWith(LIST_PATH)) return null
  return `${url.pathname}${url.search}`
}

/** The host name of a Host header or an origin's host ("localhost:4173" → "localhost"). */
const hostName = (host) => {
  const value = String(host ?? '').toLowerCase()
  return value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d+$/, '')
}

/** The keys a native form post is stored with (the app's JSON sends carry their own). */
export const NATIVE_FORM_KEYS = Object.freeze({
  service_id: 'local_outbox',
  template_id: 'local_template',
  user_id: 'native_form',
})

/** A message id as the outbox writes it (a file name, nothing else). */
const ID_SHAPE = /^[\w-]+$/

/** The stored message of this id, or null (unknown, unreadable, or not an id). */
function readMessage(dir, id) {
  if (typeof id !== 'string' || !ID_SHAPE.test(id)) return null
  try {
    const message = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'))
    return isMessage(message) ? message : null
  } catch {
    return null
  }
}

/**
 * A request handler: answers the send endpoint, the native form endpoint and its receipt, and
 * the listing; returns false for anything else. Messages are stored in `dir` (created when
 * needed). `hosts` are host names it answers to besides the machine's own (localhost, its
 * addresses); the limits default to OUTBOX_DEFAULTS; `now` is the clock.
 *
 * A native form post (POST FORM_PATH, urlencoded name/email/message) is checked and stored as a
 * JSON send is, then answered 303 See Other to its receipt (GET RECEIPT_PATH), so a reload does
 * not send it again. A visitor never gets an error status from it: a problem (a field missing or
 * malformed, the rate limit, a full outbox, a failed write, a body too large) is a page with
 * status 200 that says what is wrong and keeps every value typed, in a form to send again
 * (header X-Outbox-Problem names the problem for tools). A filled honeypot is told it succeeded
 * and nothing is stored. Only requests that are no visitor's are refused with a status: another
 * origin (403), a host name that is not this machine's (403), another method (405), another
 * body type (415).
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

  /**
   * Stores one checked message (the rate limit, the caps, a whole file): `{ id }`, or what
   * stopped it as `{ status, text, problem, headers }` (the JSON send answers it as it is).
   */
  const deliver = (client, keys, params) => {
    const wait = throttle(client)
    if (wait > 0)
      return {
        status: 429,
        problem: 'throttled',
        text: `Too many requests: at most ${rateLimit} messages a minute. Try again in ${wait} s.`,
        headers: { 'Retry-After': String(wait) },
      }
    const receivedAt = new Date(now()).toISOString()
    sequence = (sequence + 1) % 1_000_000
    const id = `${receivedAt.replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}`
    const text = JSON.stringify(
      {
        id,
        receivedAt,
        ...keys,
        template_params: { name: params.name, email: params.email, message: params.message },
      },
      null,
      2,
    )
    const used = usage(dir)
    if (used.count >= maxMessages || used.bytes + Buffer.byteLength(text) > maxBytes)
      return {
        status: 507,
        problem: 'full',
        text: `The local outbox is full (${used.count} messages, ${used.bytes} bytes; the limits are ${maxMessages} messages and ${maxBytes} bytes). Delete files in ${dir} to receive more.`,
      }
    try {
      storeMessage(dir, id, text)
    } catch (error) {
      console.error(`local outbox: could not store ${id}:`, error)
      return {
        status: 500,
        problem: 'store-failed',
        text: 'The local outbox could not store the message',
      }
    }
    return { id }
  }

  return async function outbox(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const isSend = url.pathname === SEND_PATH
    const isForm = url.pathname === FORM_PATH
    const isReceipt = url.pathname === RECEIPT_PATH
    const isList = url.pathname === LIST_PATH || url.pathname === `${LIST_PATH}/`
    const isJson = url.pathname === `${LIST_PATH}.json`
    if (!isSend && !isForm && !isReceipt && !isList && !isJson) return false

    const host = req.headers.host ?? ''
    const origin = req.headers.origin
    const client = req.socket?.remoteAddress ?? 'unknown'
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
    const replyPage = (html, headers = {}) => {
      res.writeHead(200, {
        ...PAGE_HEADERS,
        ...headers,
        Vary: 'Origin',
        'Content-Type': 'text/html; charset=utf-8',
      })
      res.end(req.method === 'HEAD' ? undefined : html)
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
      const result = deliver(
        client,
        { service_id: body.service_id, template_id: body.template_id, user_id: body.user_id },
        body.template_params,
      )
      return result.id ? reply(200, 'OK') : reply(result.status, result.text, result.headers)
    }

    if (isForm) {
      if (req.method !== 'POST') return reply(405, 'Method Not Allowed', { Allow: 'POST' })
      // a form on another site may post here, but is refused: a browser names the posting page
      // in Origin (and Sec-Fetch-Site); a tool without them (curl) is served, as for a JSON send
      const site = req.headers['sec-fetch-site']
      if ((origin && !isOwnOrigin(origin, host)) || (site && site !== 'same-origin'))
        return reply(403, 'Only the site itself may send to the local outbox')
      if (!String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
        return reply(415, 'A form posts application/x-www-form-urlencoded here')
      // the page the visitor came from, for the way back (the outbox's own form names it)
      const back = returnPath(req.headers.referer, host) ?? '/'
      let fields
      try {
        fields = new URLSearchParams(await readBody(req, maxBodyBytes))
      } catch (error) {
        if (error.status !== 413) throw error
        return replyPage(
          renderPage(
            'Your message was not sent yet',
            `<h1>Your message was not sent yet</h1>
<p class="notice" role="alert">It is longer than the local outbox takes (${maxBodyBytes} bytes). Go back: your browser keeps what you typed. Shorten the message and send it again.</p>
<p class="actions"><a class="button" href="${escapeHtml(back)}">Back to the page</a></p>`,
          ),
          { 'X-Outbox-Problem': 'too-large', ...(error.close && { Connection: 'close' }) },
        )
      }
      const returnTo = returnPath(fields.get(RETURN_FIELD), host) ?? back
      const receipt = (id) =>
        `${RECEIPT_PATH}?${new URLSearchParams({ ...(id && { id }), return: returnTo })}`
      // a bot is told it succeeded, and nothing is stored
      if (fields.get(HONEYPOT_NAME)) {
        res.writeHead(303, { Location: receipt(), 'Cache-Control': 'no-store' }).end()
        return true
      }
      const values = Object.fromEntries(FIELDS.map((f) => [f, fields.get(f) ?? '']))
      const problems = paramProblems(values)
      const result = problems.length > 0 ? null : deliver(client, NATIVE_FORM_KEYS, values)
      if (result?.id) {
        res.writeHead(303, { Location: receipt(result.id), 'Cache-Control': 'no-store' }).end()
        return true
      }
      return replyPage(
        renderProblem({
          problems: result ? [result.text] : problems.map((p) => problemText(p, values)),
          values,
          back: returnTo,
        }),
        { 'X-Outbox-Problem': result ? result.problem : 'invalid' },
      )
    }

    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })

    if (isReceipt) {
      const back = returnPath(url.searchParams.get('return'), host) ?? '/'
      return replyPage(renderReceipt(readMessage(dir, url.searchParams.get('id')), back))
    }

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
