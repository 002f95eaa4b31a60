// What a form's native submit (the one that goes out when the app's code never runs) and the local
// outbox must agree on: the outbox's addresses and the field names it reads. One plain-JavaScript
// module, so the site (config/site.ts, the forms) and the outbox (scripts/serve/outbox.mjs, run by
// Node without a build) read the same values.

/** EmailJS's send endpoint, which the local outbox answers with the same JSON. */
export const SEND_PATH = '/api/v1.0/email/send'
/** The outbox's listing (HTML); `${LIST_PATH}.json` is the same list as JSON. */
export const LIST_PATH = '/__outbox'
/**
 * Where a form posts natively (`application/x-www-form-urlencoded`) when no EmailJS keys are set:
 * the outbox stores the message and redirects (303) to its receipt.
 */
export const FORM_PATH = '/__outbox/form'
/** The receipt of a native post (`?id=<message id>&return=<path>`): what was sent, a way back. */
export const RECEIPT_PATH = '/__outbox/receipt'

/**
 * The anti-spam field's name. Browsers and password managers fill a field by what its name, id,
 * label and placeholder look like (Chromium's and Firefox's autofill match words such as name,
 * e-mail, phone, address, company, url, website, homepage), and some ignore `autocomplete="off"`
 * for a name they know. This one looks like nothing they fill, so only a form-filling bot fills it.
 */
export const HONEYPOT_NAME = 'hpq7'

/** The hidden field that names the page a receipt leads back to (a same-origin path). */
export const RETURN_FIELD = 'return'
