// Rewrites: paths without a file of their own that another prerendered page answers with status
// 200 (src/app/prerender.tsx `rewrites`: any unknown /cases/{id} gets the clinic case). The build
// writes them in two host formats; npm start's server reads the first back, so the rule a host
// applies is the rule the tests exercise.
//
// Rule paths are route patterns: `:name` stands for one path segment. A file always wins over a
// rule (Netlify's "shadowing"; nginx try_files), so a known case keeps its own page.

/** The file Netlify-style hosts read: `from to 200`, one rule per line. */
export const REDIRECTS_FILE = '_redirects'
/** The nginx `location` blocks the server block of docs/deploy.md includes. */
export const NGINX_ROUTES_FILE = 'nginx-routes.conf'

/** The file a rewrite target is served from: its folder's index.html. */
const targetFile = (to) => `${to.replace(/\/+$/, '')}/index.html`

/** dist/_redirects: each rewrite as a 200 rule to the target's index.html. */
export function redirectsFile(rewrites) {
  return [
    '# Written by npm run build (src/app/prerender.tsx `rewrites`). A file at the path wins over a rule.',
    ...rewrites.map(({ from, to }) => `${from}  ${targetFile(to)}  200`),
    '',
  ].join('\n')
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern's segments as a regular expression source: `:name` is one segment, `/` optional at the end. */
function patternSource(from) {
  const body = from
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/')
  return `^${body}/?$`
}

/** dist/nginx-routes.conf: a regex location per rewrite; the file first, the target otherwise. */
export function nginxRoutes(rewrites) {
  return [
    '# Written by npm run build (src/app/prerender.tsx `rewrites`). Include it in the server block',
    '# (docs/deploy.md). No add_header here: the server-level headers apply to these answers too.',
    ...rewrites.map(
      ({ from, to }) =>
        `location ~ ${patternSource(from)} {\n  try_files $uri $uri/index.html ${targetFile(to)};\n}`,
    ),
    '',
  ].join('\n')
}

/**
 * Reads a _redirects file back: its 200 rules (rewrites), each with a matcher. Other statuses
 * (redirects) are not written by the build and are refused, so a hand edit cannot pass unnoticed.
 */
export function parseRedirects(text) {
  const rules = []
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const [from, to, status] = line.split(/\s+/)
    if (!from || !to || status !== '200')
      throw new Error(`${REDIRECTS_FILE} line ${index + 1}: expected "from to 200", got "${line}"`)
    rules.push({ from, to, pattern: new RegExp(patternSource(from)) })
  }
  return rules
}

/** The target of the first rule whose pattern matches the (decoded) path, or null. */
export function rewriteTarget(rules, pathname) {
  return rules.find((rule) => rule.pattern.test(pathname))?.to ?? null
}
