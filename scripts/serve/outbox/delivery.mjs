// What a checked message goes through before it is stored: its client's rate (so many messages a
// window, then 429 with Retry-After, as EmailJS's rate limit answers), an id, the outbox's caps
// (so many messages and bytes, then 507: nothing dropped or overwritten), and a whole file
// (store.mjs). The JSON send and the native form post deliver the same way.
import crypto from 'node:crypto'
import { storeMessage, usage } from './store.mjs'

/**
 * The delivery of one outbox: messages stored in `dir`, at most `rateLimit` per client in any
 * `rateWindowMs`, at most `maxMessages` files of `maxBytes` together; `now` is the clock.
 * Returns `deliver(client, keys, params)`: `{ id }` of the stored message, or what stopped it as
 * `{ status, text, problem, headers }` (the JSON send answers it as it is).
 */
export function createDelivery({ dir, now, rateLimit, rateWindowMs, maxMessages, maxBytes }) {
  /** each client's send times within the window */
  const sends = new Map()
  let sequence = 0

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

  return function deliver(client, keys, params) {
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
}
