// Rewrites: paths without a file of their own that another prerendered page answers with status
// 200 (src/app/prerender.tsx `rewrites`: any unknown /cases/{id} gets the clinic case). The build
// writes them in two host formats; npm start's server reads the first back, so the rule a host
// applies is the rule the tests exercise.
//
// Rule paths are route patterns: `:name` stands for one path segment. A file always wins over a
// rule: nginx tries the file first (try_files), Netlify applies a rule only where no file matches
// ("shadowing"), and for Cloudflare Pages, whose rules win over files, _redirects first rewrites
// each prerendered page a rule would catch to itself. A page's address has no trailing slash;
// with one, every host answers a permanent redirect to the address without it.

import { pageFile } from './pages.mjs'

/** The file Netlify and Cloudflare Pages read: `from to status`, one rule per line, first match wins. */
export const REDIRECTS_FILE = '_redirects'
/** The nginx `location` blocks the server block of docs/deploy.md includes. */
export const NGINX_ROUTES_FILE = 'nginx-routes.conf'
/** A rewrite: the target page's content at the address asked for. */
export const REWRITE_STATUS = 200
/** An address with a trailing slash, sent to the address without it (nginx's `permanent`). */
export const SLASH_REDIRECT_STATUS = 301

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern's segments as a regular expression source: `:name` is one segment (captured). */
function patternSource(from, { capture = true } = {}) {
  const segmentSource = capture ? '([^/]+)' : '[^/]+'
  const body = from
    .split('/')
    .map((segment) => (segment.startsWith(':') ? segmentSource : escapeRegExp(segment)))
    .join('/')
  return `^${body}$`
}

const matches = (from, urlPath) => new RegExp(patternSource(from)).test(urlPath)

/**
 * dist/_redirects: the pages a rule would catch, each rewritten to itself (Cloudflare Pages applies
 * a rule even where a file matches); each rewrite to its target's address (a host serves the
 * address's file; Cloudflare Pages redirects a rewrite to `…/index.html` or `….html` to the
 * address instead); the same pattern with a trailing slash, redirected to the address without it.
 */
export function redirectsFile(rewrites, pagePaths) {
  const ownPages = rewrites.flatMap(({ from, to }) =>
    pagePaths.filter((p) => p !== to && matches(from, p)),
  )
  return [
    '# Written by npm run build (src/app/prerender.tsx `rewrites`). First match wins: the pages a',
    '# rule would catch keep their own page, then the rewrites, then their trailing-slash forms.',
    ...[...new Set(ownPages)].map((p) => `${p}  ${p}  ${REWRITE_STATUS}`),
    ...rewrites.map(({ from, to }) => `${from}  ${to}  ${REWRITE_STATUS}`),
    ...rewrites.map(({ from }) => `${from}/  ${from}  ${SLASH_REDIRECT_STATUS}`),
    '',
  ].join('\n')
}

/** dist/nginx-routes.conf: a regex location per rewrite; the file first, the target's otherwise. */
export function nginxRoutes(rewrites) {
  return [
    '# Written by npm run build (src/app/prerender.tsx `rewrites`). Include it in the server block',
    '# (docs/deploy.md). No add_header here: the server-level headers apply to these answers too.',
    ...rewrites.map(
      ({ from, to }) =>
        `location ~ ${patternSource(from, { capture: false })} {\n  try_files $uri $uri.html /${pageFile(to)};\n}`,
    ),
    '',
  ].join('\n')
}

/**
 * Reads a _redirects file back: its rules in order, each with a matcher. Only the statuses the
 * build writes are accepted, so a hand edit cannot pass unnoticed.
 */
export function parseRedirects(text) {
  const statuses = [REWRITE_STATUS, SLASH_REDIRECT_STATUS]
  const rules = []
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [from, to, status] = line.split(/\s+/)
    if (!from || !to || !statuses.includes(Number(status)))
      throw new Error(
        `${REDIRECTS_FILE} line ${index + 1}: expected "from to ${statuses.join('|')}", got "${line}"`,
      )
    rules.push({ from, to, status: Number(status), pattern: new RegExp(patternSource(from)) })
  }
  return rules
}

/**
 * The first rule matching the (decoded) path, as a host applies it: its status and its target,
 * with the pattern's `:name` segments filled in from the path; or null.
 */
export function matchRule(rules, pathname) {
  for (const rule of rules) {
    const found = rule.pattern.exec(pathname)
    if (!found) continue
    const names = rule.from.split('/').filter((s) => s.startsWith(':'))
    const to = names.reduce((target, name, i) => target.replace(name, found[i + 1]), rule.to)
    return { status: rule.status, to }
  }
  return null
}
