// Who may reach the outbox, and where it may lead back: only this machine's own names and
// addresses (a DNS-rebinding page, on a name of its own, gets nothing), only the site's own origin
// from a browser, and a receipt's way back only to a path of the site (no open redirect).
import os from 'node:os'
import { LIST_PATH } from '../../../src/config/nativeForm.mjs'

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

/** The host name of a Host header or an origin's host ("localhost:4173" → "localhost"). */
export const hostName = (host) => {
  const value = String(host ?? '').toLowerCase()
  return value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d+$/, '')
}

/** The host names an outbox answers to: this machine's own, and `hosts` (Host headers or names). */
export const allowedHostsOf = (hosts) => new Set([...localHosts(), ...hosts.map(hostName)])

/** The site's own origin: the one the request was made to, on an allowed host. */
export function isOwnOrigin(origin, host, allowedHosts) {
  try {
    const url = new URL(origin)
    return url.host === String(host).toLowerCase() && allowedHosts.has(hostName(url.host))
  } catch {
    return false
  }
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
