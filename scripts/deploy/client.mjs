// How the deploy tests and the bench ask a host for a path: exactly one request, no redirect
// followed (a redirect is an answer of its own), the body decompressed and its size on the wire
// kept. HTTP/1.1 for the hosts' local servers, HTTP/2 over TLS (untrusted throwaway
// certificate) for nginx.
import http from 'node:http'
import http2 from 'node:http2'
import zlib from 'node:zlib'

const decode = (encoding, body) =>
  encoding === 'gzip'
    ? zlib.gunzipSync(body)
    : encoding === 'br'
      ? zlib.brotliDecompressSync(body)
      : body

const answer = (status, headers, chunks) => {
  const raw = Buffer.concat(chunks)
  return {
    status,
    headers,
    body: decode(headers['content-encoding'], raw).toString('utf8'),
    wireBytes: raw.length,
  }
}

/** GET over HTTP/1.1. */
export function http1Get(origin, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(urlPath, origin), { headers, agent: false }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => resolve(answer(response.statusCode ?? 0, response.headers, chunks)))
    })
    request.on('error', reject)
  })
}

/** GET on an open HTTP/2 session. */
export function http2Get(session, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': urlPath, ...headers })
    const chunks = []
    let head = {}
    stream.on('response', (h) => (head = h))
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('error', reject)
    stream.on('end', () => resolve(answer(Number(head[':status']), head, chunks)))
    stream.end()
  })
}

/** Connects over TLS (the throwaway certificate is not trusted) and asks for HTTP/2 only. */
export const connectHttp2 = (origin) =>
  new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false })
    session.once('connect', () => resolve(session))
    // before the connection: the server is not listening yet; after it: the request on it fails
    session.on('error', (error) => {
      session.destroy()
      reject(error)
    })
  })
