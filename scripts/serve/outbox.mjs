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
//
// This file is its entry and its routes (createOutboxHandler); the parts, by role
// (scripts/serve/outbox/):
//   message.mjs   what a message is: its fields, the checks of a send and of a form's fields
//   store.mjs     the messages on disk: one whole file each, the listing read, stale writes removed
//   delivery.mjs  a checked message's way in: the client's rate, an id, the caps, the store
//   access.mjs    who may reach it (this machine's names, the site's origin) and the way back
//   body.mjs      a request's body, within the limit (413)
//   view.mjs      its pages (the listing, a receipt, a post's problem) and their headers
import {
  FORM_PATH,
  HONEYPOT_NAME,
  LIST_PATH,
  RECEIPT_PATH,
  RETURN_FIELD,
  SEND_PATH,
} from '../../src/config/nativeForm.mjs'
import { allowedHostsOf, hostName, isOwnOrigin, returnPath } from './outbox/access.mjs'
import { readBody } from './outbox/body.mjs'
import { createDelivery } from './outbox/delivery.mjs'
import { FIELDS, NATIVE_FORM_KEYS, paramProblems, validateSend } from './outbox/message.mjs'
import { readMessage, readOutbox, removeStaleTemps } from './outbox/store.mjs'
import {
  LISTING_HEADERS,
  PAGE_HEADERS,
  problemText,
  renderList,
  renderProblem,
  renderReceipt,
  renderTooLarge,
} from './outbox/view.mjs'

// the addresses and field names the site's forms share with the outbox (one module, read by both)
export { FORM_PATH, LIST_PATH, RECEIPT_PATH, SEND_PATH } from '../../src/config/nativeForm.mjs'
export { returnPath } from './outbox/access.mjs'
export { NATIVE_FORM_KEYS, paramProblems, validateSend } from './outbox/message.mjs'
export { listMessages, readOutbox, removeStaleTemps } from './outbox/store.mjs'

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
  const allowedHosts = allowedHostsOf(hosts)
  const deliver = createDelivery({ dir, now, rateLimit, rateWindowMs, maxMessages, maxBytes })
  removeStaleTemps(dir)

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
      origin && isOwnOrigin(origin, host, allowedHosts)
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
      if (origin && !isOwnOrigin(origin, host, allowedHosts))
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
      if ((origin && !isOwnOrigin(origin, host, allowedHosts)) || (site && site !== 'same-origin'))
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
        return replyPage(renderTooLarge(maxBodyBytes, back), {
          'X-Outbox-Problem': 'too-large',
          ...(error.close && { Connection: 'close' }),
        })
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
