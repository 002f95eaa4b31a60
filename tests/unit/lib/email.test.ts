import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMAIL_RATE_LIMIT_MS, EMAIL_TIMEOUT_MS } from '@/config/constants'
import { FORM_PATH } from '@/config/nativeForm.mjs'
import { nativeFormTarget } from '@/lib/email'

const params = { name: 'Anna Bērziņa', email: 'anna@example.lv', message: 'Hello "there" <b>' }

async function freshEmail() {
  vi.resetModules()
  return import('@/lib/email')
}

beforeEach(() => {
  window.localStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('sendEmail (spec §7, docs/product.md "Forms and e-mail delivery")', () => {
  it('POSTs the EmailJS body to {origin}/api/v1.0/email/send and resolves "sent" on OK', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const { sendEmail, LOCAL_OUTBOX_KEYS } = await freshEmail()
    await expect(sendEmail(params, { formId: 'test' })).resolves.toBe('sent')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${window.location.origin}/api/v1.0/email/send`)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: '4.4.1',
      service_id: LOCAL_OUTBOX_KEYS.serviceId,
      template_id: LOCAL_OUTBOX_KEYS.templateId,
      user_id: LOCAL_OUTBOX_KEYS.publicKey,
      template_params: params,
    })
  })

  it('resolves "failed" on a non-OK status and logs it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad', { status: 500 })),
    )
    const { sendEmail } = await freshEmail()
    await expect(sendEmail(params, { formId: 'test' })).resolves.toBe('failed')
    expect(console.error).toHaveBeenCalled()
  })

  it('resolves "failed" on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const { sendEmail } = await freshEmail()
    await expect(sendEmail(params, { formId: 'test' })).resolves.toBe('failed')
  })

  it('resolves "failed" when there is no answer within 15 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const { sendEmail } = await freshEmail()
    await import('@emailjs/browser')
    vi.useFakeTimers()
    let outcome: string | undefined
    void sendEmail(params, { formId: 'test' }).then((r) => (outcome = r))
    await vi.advanceTimersByTimeAsync(EMAIL_TIMEOUT_MS - 1)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBe('failed')
  })

  it('lets one browser send one message per form per rate-limit window', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const { sendEmail } = await freshEmail()
    await expect(sendEmail(params, { formId: 'a', rateLimitMs: 60_000 })).resolves.toBe('sent')
    await expect(sendEmail(params, { formId: 'a', rateLimitMs: 60_000 })).resolves.toBe('failed')
    await expect(sendEmail(params, { formId: 'b', rateLimitMs: 60_000 })).resolves.toBe('sent')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('a retry right after a failed send goes out, one request per press', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('Bad', { status: 500 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('OK', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const { sendEmail } = await freshEmail()
    const options = { formId: 'a', rateLimitMs: 60_000 }
    await expect(sendEmail(params, options)).resolves.toBe('failed')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await expect(sendEmail(params, options)).resolves.toBe('failed')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await expect(sendEmail(params, options)).resolves.toBe('sent')
    expect(fetchMock).toHaveBeenCalledTimes(3)
    // after the delivered one, the guard holds again
    await expect(sendEmail(params, options)).resolves.toBe('failed')
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('a send after the rate-limit window has passed goes out', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const { sendEmail } = await freshEmail()
    vi.useFakeTimers({ toFake: ['Date'] })
    await expect(sendEmail(params, { formId: 'a' })).resolves.toBe('sent')
    vi.setSystemTime(Date.now() + EMAIL_RATE_LIMIT_MS - 1)
    await expect(sendEmail(params, { formId: 'a' })).resolves.toBe('failed')
    vi.setSystemTime(Date.now() + 1)
    await expect(sendEmail(params, { formId: 'a' })).resolves.toBe('sent')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('storage that cannot be used never stops a send', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { sendEmail } = await freshEmail()
    await expect(sendEmail(params, { formId: 'a' })).resolves.toBe('sent')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

const KEYS = {
  VITE_EMAILJS_SERVICE_ID: 'service_x',
  VITE_EMAILJS_TEMPLATE_ID: 'template_x',
  VITE_EMAILJS_PUBLIC_KEY: 'key_x',
}

/** The native form submit of a build whose config has these env overrides. */
async function nativeActionWith(env: Record<string, string> = {}) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return (await import('@/lib/email')).nativeFormAction
}

describe('where a form goes when its code never runs', () => {
  it('posts urlencoded to the local outbox without EmailJS keys, and opens the mail app with them', () => {
    expect(nativeFormTarget(false, 'hello@amberline.example')).toEqual({
      action: FORM_PATH,
      method: 'post',
      encType: 'application/x-www-form-urlencoded',
    })
    expect(nativeFormTarget(true, 'hello@amberline.example')).toEqual({
      action: 'mailto:hello@amberline.example',
      method: 'post',
      encType: 'text/plain',
    })
  })

  it("follows the build's keys and the general enquiry address", async () => {
    expect((await nativeActionWith()).action).toBe(FORM_PATH)
    // one key short is no keys: the outbox
    expect((await nativeActionWith({ ...KEYS, VITE_EMAILJS_PUBLIC_KEY: '' })).action).toBe(
      FORM_PATH,
    )
    const real = await nativeActionWith({ ...KEYS, VITE_EMAIL: 'office@agency.example' })
    expect(real).toEqual({
      action: 'mailto:office@agency.example',
      method: 'post',
      encType: 'text/plain',
    })
  })
})
