// Which of the site's security headers (src/config/security.ts, dist/headers.json) go on which
// responses: the local server (scripts/serve/serve.mjs) and the nginx recipe (docs/deploy.md, from
// the files scripts/build/prerender.mjs writes) send the same.

/**
 * The security headers a response that is not a page keeps (a script, a font): the rest (CSP,
 * Permissions-Policy, X-Frame-Options, COOP, Referrer-Policy) act on documents only. Each header
 * goes in full with every response over HTTP/1.1, and nginx's HTTP/2 compresses response headers
 * without HPACK's dynamic table, so it repeats them too: on a phone's first visit to `/` the
 * page-only ones were ~850 bytes on each of ~40 scripts over HTTP/1.1, and 14 KiB of the visit's
 * 126 KiB of JS behind nginx.
 */
export const SUBRESOURCE_HEADERS = new Set(['X-Content-Type-Options', 'Strict-Transport-Security'])

/** Headers as nginx `add_header … always;` lines, with a first comment line. */
export const nginxAddHeaders = (headers, comment) =>
  [
    `# ${comment}`,
    ...Object.entries(headers).map(
      ([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`,
    ),
    '',
  ].join('\n')
