// The outbox's pages: the listing, a native post's receipt, and the page of a post that could not
// go out (what is wrong, and the form again with every value typed). In the site's palette, every
// value escaped, no script; sent with headers under which nothing runs, nothing loads and nobody
// frames them.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FORM_PATH, LIST_PATH, RETURN_FIELD } from '../../../src/config/nativeForm.mjs'
import { FIELDS } from './message.mjs'

/** The site's palette (src/config/tokens.json), for the listing page. */
const TOKENS = new URL('../../../src/config/tokens.json', import.meta.url)
const { color: C, radius: RADIUS } = JSON.parse(
  fs.readFileSync(
    // a test environment may give this module a URL of another scheme: then from the repo root
    TOKENS.protocol === 'file:' ? fileURLToPath(TOKENS) : path.resolve('src/config/tokens.json'),
    'utf8',
  ),
)

/** Headers of the listing pages: nothing runs, nothing loads, nobody frames them. */
export const LISTING_HEADERS = {
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
export const PAGE_HEADERS = {
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

/** The listing: every message, newest first, and a notice naming the files it skipped. */
export function renderList({ messages, skipped }) {
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
export function renderReceipt(message, back) {
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
 * A native form post whose body is longer than the outbox takes (`maxBodyBytes`): the form is not
 * read, so the browser's back button keeps what was typed.
 */
export function renderTooLarge(maxBodyBytes, back) {
  return renderPage(
    'Your message was not sent yet',
    `<h1>Your message was not sent yet</h1>
<p class="notice" role="alert">It is longer than the local outbox takes (${maxBodyBytes} bytes). Go back: your browser keeps what you typed. Shorten the message and send it again.</p>
<p class="actions"><a class="button" href="${escapeHtml(back)}">Back to the page</a></p>`,
  )
}

/**
 * A native form post that could not go out: what is wrong, and the form again with every value
 * the visitor typed, to correct and send (it posts here again, with the way back in RETURN_FIELD).
 */
export function renderProblem({ problems, values, back }) {
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
export function problemText({ field, problem }, values) {
  if (problem === 'malformed')
    return `"${values.email}" is not an e-mail address the outbox takes: it needs a name, an @ and a domain with a dot, such as name@example.com.`
  return `Please fill in the ${LABELS[field].toLowerCase()} field.`
}
