import { EMAIL_RATE_LIMIT_MS, EMAIL_TIMEOUT_MS } from '@/config/constants'
import type * as EmailJs from '@emailjs/browser'
import { FORM_PATH } from '@/config/nativeForm.mjs'
import { emailApiOrigin, hasEmailJsKeys, site } from '@/config/site'

/** spec §3/§7: what every form sends as template_params. */
export interface EmailParams {
  name: string
  email: string
  message: string
}

export type SendResult = 'sent' | 'failed'

/**
 * spec §3/§7: the newsletter sends this fixed name and message with the visitor's e-mail, in
 * English on every language (docs/product.md "Forms and e-mail delivery"): what the inbox reads, not what the visitor sees.
 */
export const NEWSLETTER_PARAMS = {
  name: 'Newsletter Subscriber',
  message: 'Newsletter subscription request',
} as const satisfies Omit<EmailParams, 'email'>

/** The ids the local outbox accepts when no EmailJS keys are configured. */
export const LOCAL_OUTBOX_KEYS = {
  serviceId: 'local_outbox',
  templateId: 'local_template',
  publicKey: 'local_public_key',
} as const

/** The keys and API origin forms send with. */
export function deliveryTarget(pageOrigin: string) {
  const origin = emailApiOrigin || pageOrigin
  if (!hasEmailJsKeys) return { ...LOCAL_OUTBOX_KEYS, origin }
  return {
    serviceId: site.emailjs.serviceId,
    templateId: site.emailjs.templateId,
    publicKey: site.emailjs.publicKey,
    origin,
  }
}

/**
 * Where a form goes when its code never runs (scripts off or blocked, a failed download): its
 * native `action`, `method` and `enctype`, the same for every form.
 */
export interface NativeFormTarget {
  action: string
  method: 'post'
  encType: 'application/x-www-form-urlencoded' | 'text/plain'
}

/**
 * The native submit of a build: with EmailJS keys (a real deployment, no local outbox) the
 * visitor's mail app, opened on the general enquiry address with the fields as the body
 * (`mailto:`, which the CSP's `form-action` allows); without them the local outbox's form
 * endpoint on the site's own origin, which stores the message and shows a receipt.
 */
export function nativeFormTarget(hasKeys: boolean, email: string): NativeFormTarget {
  return hasKeys
    ? { action: `mailto:${email}`, method: 'post', encType: 'text/plain' }
    : { action: FORM_PATH, method: 'post', encType: 'application/x-www-form-urlencoded' }
}

/** This build's native form submit (ConsultationForm, NewsletterForm; not in the first load). */
export const nativeFormAction = nativeFormTarget(hasEmailJsKeys, site.email)

/**
 * The abuse guard: when a form last *delivered* a message, kept per form in localStorage. A failed
 * send leaves no mark, so a retry goes out at once (EmailJS's own `limitRate` marks the attempt
 * before sending, so a retry right after a failure was refused without being sent). Storage that
 * cannot be read or written (a private window, a full quota) never stops a send.
 */
const rateLimitKey = (formId: string) => `form:${formId}`
function lastSentAt(formId: string): number {
  try {
    return Number(window.localStorage.getItem(rateLimitKey(formId))) || 0
  } catch {
    return 0
  }
}
function markSent(formId: string) {
  try {
    window.localStorage.setItem(rateLimitKey(formId), String(Date.now()))
  } catch {
    // no guard this time rather than no message
  }
}

let sdk: Promise<typeof EmailJs> | undefined
/** The EmailJS SDK, loaded on the first send (never part of the first page load). */
function loadSdk() {
  sdk ??= import('@emailjs/browser').then((module) => {
    const target = deliveryTarget(window.location.origin)
    // only init() sets the API origin; blockHeadless stays off so automated browsers can test
    module.init({ publicKey: target.publicKey, origin: target.origin, blockHeadless: false })
    return module
  })
  // a failed chunk load is tried again on the next send
  sdk.catch(() => {
    sdk = undefined
  })
  return sdk
}

export interface SendOptions {
  /** which form sends: the rate limit is per form */
  formId: string
  timeoutMs?: number
  rateLimitMs?: number
}

/**
 * Sends one message through EmailJS (or the local outbox). Resolves 'sent' on an OK status and
 * 'failed' on any other status, a network error, no answer within the timeout, or a second send
 * of the same form within `rateLimitMs` of one that was delivered (nothing goes out then); never
 * throws. Failures are logged with console.error.
 */
export async function sendEmail(
  params: EmailParams,
  { formId, timeoutMs = EMAIL_TIMEOUT_MS, rateLimitMs = EMAIL_RATE_LIMIT_MS }: SendOptions,
): Promise<SendResult> {
  if (Date.now() - lastSentAt(formId) < rateLimitMs) {
    console.error(
      'E-mail send failed',
      `form "${formId}" sent a message less than ${rateLimitMs} ms ago`,
    )
    return 'failed'
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const emailjs = await Promise.race([loadSdk(), timeout])
    const target = deliveryTarget(window.location.origin)
    const response = await Promise.race([
      emailjs.send(
        target.serviceId,
        target.templateId,
        { ...params },
        { publicKey: target.publicKey },
      ),
      timeout,
    ])
    if (response.status >= 200 && response.status < 300) {
      markSent(formId)
      return 'sent'
    }
    console.error('E-mail send failed', response)
    return 'failed'
  } catch (error) {
    console.error('E-mail send failed', error)
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}
