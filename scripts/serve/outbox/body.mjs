// A request's body, read within a limit: a body over it is answered 413 (read to its end and
// dropped, so the client gets the answer instead of a reset connection), and one far over it
// closes the connection at once.

const tooLarge = (limit) =>
  Object.assign(new Error(`Payload too large: the limit is ${limit} bytes`), { status: 413 })

/** Past this many times the limit a body is not even drained: the connection is closed. */
const DRAIN_FACTOR = 16

/**
 * Reads a body of up to `limit` bytes. A larger one is read to its end and dropped (so the client
 * gets its 413 instead of a reset connection), up to DRAIN_FACTOR times the limit; past that, or
 * when Content-Length says so, the 413 comes at once and the connection closes.
 */
export function readBody(req, limit) {
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
