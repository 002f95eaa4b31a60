// The local outbox: an EmailJS-compatible endpoint on the site's own origin. It checks a request
// the way the real service does, stores each accepted message as a JSON file, and lists them at
// /__outbox (HTML, everything escaped) and /__outbox.json. `npm start` and `npm run dev` mount it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const SEND_PATH = '/api/v1.0/email/send'
export const LIST_PATH = '/__outbox'
const MAX_BODY_BYTES = 256 * 1024

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
}

const escapeHtml = (value) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const isText = (v) => typeof v === 'string' && v.trim().length > 0

/** Checks an EmailJS send body; returns an error text, or null when it is acceptable. */
export function validateSend(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return 'The body must be a JSON object'
  for (const field of ['service_id', 'template_id', 'user_id']) {
    if (!isText(body[field])) return `The ${field} parameter is required`
  }
  const params = body.template_params
  if (!params || typeof params !== 'object' || Array.isArray(params))
    return 'The template_params parameter is required'
  for (const field of ['name', 'email', 'message']) {
    if (!isText(params[field])) return `The template parameter ${field} is required`
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.email))
    return 'The template parameter email is not a valid address'
  return null
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Payload too large'), { status: 413 }))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Every stored message, newest first. */
export function listMessages(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
}

function renderList(messages) {
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
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local outbox (${messages.length})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fc;color:#0b1220}
main{max-width:860px;margin:0 auto;padding:32px 20px}
h1{font-size:28px;margin:0 0 4px}p.note{color:#4a5568;margin:0 0 24px}
article{background:#fff;border:1px solid #dce3ef;border-radius:16px;padding:16px 20px;margin:0 0 16px}
article header{display:flex;gap:12px;flex-wrap:wrap;justify-content:space-between}
time{color:#4a5568;font-size:14px}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:12px 0}
article footer{color:#4a5568;font-size:13px}
</style></head>
<body><main><h1>Local outbox</h1>
<p class="note">${messages.length} message(s) sent by the site's forms while no EmailJS keys are configured. Newest first.</p>
${rows || '<p>No messages yet. Submit a form on the site and reload.</p>'}
</main></body></html>`
}

/**
 * A request handler: answers the send endpoint and the listing, returns false for anything else.
 * Messages are stored in `dir` (created when needed).
 */
export function createOutboxHandler({ dir }) {
  return async function outbox(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === SEND_PATH) {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end()
        return true
      }
      const reply = (status, text) => {
        res.writeHead(status, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' })
        res.end(text)
        return true
      }
      if (req.method !== 'POST') return reply(405, 'Method Not Allowed')
      if (!String(req.headers['content-type'] ?? '').includes('application/json')) {
        return reply(400, 'The request must be JSON (Content-Type: application/json)')
      }
      let body
      try {
        body = JSON.parse(await readBody(req))
      } catch (error) {
        return reply(
          error.status ?? 400,
          error.status ? error.message : 'The body is not valid JSON',
        )
      }
      const problem = validateSend(body)
      if (problem) return reply(400, problem)
      const receivedAt = new Date().toISOString()
      const id = `${receivedAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}`
      const message = {
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
      }
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(message, null, 2))
      return reply(200, 'OK')
    }
    if (url.pathname === LIST_PATH || url.pathname === `${LIST_PATH}/`) {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(renderList(listMessages(dir)))
      return true
    }
    if (url.pathname === `${LIST_PATH}.json`) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(JSON.stringify(listMessages(dir)))
      return true
    }
    return false
  }
}
