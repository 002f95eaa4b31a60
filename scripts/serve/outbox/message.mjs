// What a message is: the fields every message has, the checks of an EmailJS send body and of a
// native form post's fields (each answered as EmailJS answers), and the shape of a stored message.

const isText = (v) => typeof v === 'string' && v.trim().length > 0
const isObject = (v) => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** The template parameters every message has (spec §3/§7). */
export const FIELDS = ['name', 'email', 'message']
/** The e-mail shape the outbox takes (stricter than a browser's `type="email"`: a dot in the domain). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * What is wrong with a message's parameters: each missing field, then a malformed e-mail, as
 * `{ field, problem: 'missing' | 'malformed' }`; empty when the message is acceptable.
 */
export function paramProblems(params) {
  const missing = FIELDS.filter((field) => !isText(params[field])).map((field) => ({
    field,
    problem: 'missing',
  }))
  if (missing.length > 0 || EMAIL_SHAPE.test(params.email)) return missing
  return [{ field: 'email', problem: 'malformed' }]
}

/** Checks an EmailJS send body; returns an error text, or null when it is acceptable. */
export function validateSend(body) {
  if (!isObject(body)) return 'The body must be a JSON object'
  for (const field of ['service_id', 'template_id', 'user_id']) {
    if (!isText(body[field])) return `The ${field} parameter is required`
  }
  const params = body.template_params
  if (!isObject(params)) return 'The template_params parameter is required'
  const [first] = paramProblems(params)
  if (!first) return null
  return first.problem === 'missing'
    ? `The template parameter ${first.field} is required`
    : 'The template parameter email is not a valid address'
}

/** A stored message has the fields the listing shows. */
export const isMessage = (m) =>
  isObject(m) &&
  typeof m.id === 'string' &&
  typeof m.receivedAt === 'string' &&
  isObject(m.template_params) &&
  ['name', 'email', 'message'].every((f) => typeof m.template_params[f] === 'string')

/** The keys a native form post is stored with (the app's JSON sends carry their own). */
export const NATIVE_FORM_KEYS = Object.freeze({
  service_id: 'local_outbox',
  template_id: 'local_template',
  user_id: 'native_form',
})
