import { expect, test, type Locator, type Page } from '@playwright/test'
import { FORM_PATH, RECEIPT_PATH } from '../../src/config/nativeForm.mjs'
import { chunkFile, outbox } from './support'

// A form without its code still delivers:
// with scripts off, every form's prerendered HTML posts natively to the local outbox (a build
// without EmailJS keys, as the tests build it), which stores the message and redirects to a
// receipt. Dialogs open from the platform (Invoker Commands); the browser's own checks still hold.

test.use({ javaScriptEnabled: false })

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.lv`

const MESSAGE = 'We want a chatbot for bookings & more.'

async function fillRequest(form: Locator, email: string) {
  await form.getByLabel('Name').fill('Līga Ozoliņa')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill(MESSAGE)
}

/** Presses a form's submit button and returns the receipt's response (after the 303). */
async function submitToReceipt(page: Page, button: Locator) {
  const receipt = page.waitForResponse((r) => new URL(r.url()).pathname === RECEIPT_PATH)
  await button.click()
  const response = await receipt
  await page.waitForURL((url) => url.pathname === RECEIPT_PATH)
  return response
}

/** The messages the outbox holds from this address. */
const storedFrom = async (page: Page, email: string) =>
  (await outbox(page)).filter((m) => m.template_params.email === email)

test('"Send request" on /contacts without scripts lands on the receipt, which shows the message, and the outbox has it', async ({
  page,
}) => {
  await page.goto('/contacts')
  const form = page.locator('form[data-form="contacts"]')
  const email = unique('contacts')
  await fillRequest(form, email)
  // no app code ran: the page is the prerendered HTML alone
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0)
  const receipt = await submitToReceipt(page, form.getByRole('button', { name: 'Send request' }))
  expect(receipt.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('your message was received')
  await expect(page.locator('main')).toContainText(email)
  await expect(page.locator('main')).toContainText(MESSAGE)
  // the way back is the page the visitor came from
  await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute(
    'href',
    '/contacts',
  )
  const stored = await storedFrom(page, email)
  expect(stored).toHaveLength(1)
  expect(stored[0]?.template_params).toEqual({ name: 'Līga Ozoliņa', email, message: MESSAGE })
  // a reload of the receipt sends nothing again (POST, 303, GET)
  await page.reload()
  expect(await storedFrom(page, email)).toHaveLength(1)
})

test('"Get started" without scripts opens the booking dialog from the platform; its "Send request" lands on the receipt', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('#main > section').first().getByRole('button', { name: 'Get started' }).click()
  const booking = page.getByRole('dialog', { name: 'Tell us what to automate' })
  await expect(booking).toBeVisible()
  const email = unique('booking')
  await fillRequest(booking, email)
  const receipt = await submitToReceipt(page, booking.getByRole('button', { name: 'Send request' }))
  expect(receipt.status()).toBe(200)
  await expect(page.locator('main')).toContainText(email)
  await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', '/')
  expect(await storedFrom(page, email)).toHaveLength(1)
})

test('"Submit" of the newsletter on / without scripts lands on the receipt with "Newsletter Subscriber"', async ({
  page,
}) => {
  await page.goto('/')
  const form = page.locator('form[data-form="newsletter"]')
  const email = unique('newsletter')
  await form.getByLabel('Email').fill(email)
  const receipt = await submitToReceipt(page, form.getByRole('button', { name: 'Submit' }))
  expect(receipt.status()).toBe(200)
  await expect(page.locator('main')).toContainText('Newsletter Subscriber')
  await expect(page.locator('main')).toContainText(email)
  expect((await storedFrom(page, email)).map((m) => m.template_params)).toEqual([
    { name: 'Newsletter Subscriber', email, message: 'Newsletter subscription request' },
  ])
})

test('"Send request" with an empty required field without scripts is stopped by the browser\'s own check: nothing is posted', async ({
  page,
}) => {
  await page.goto('/contacts')
  const posts: string[] = []
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
  const form = page.locator('form[data-form="contacts"]')
  await form.getByLabel('Name').fill('Līga Ozoliņa')
  await form.getByLabel('Message').fill(MESSAGE)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByLabel('Email')).toBeFocused()
  await expect(form.locator('input:invalid')).toHaveCount(1)
  expect(new URL(page.url()).pathname).toBe('/contacts')
  expect(posts.filter((url) => url.includes(FORM_PATH))).toEqual([])
  // what was typed is still there
  await expect(form.getByLabel('Name')).toHaveValue('Līga Ozoliņa')
  await expect(form.getByLabel('Message')).toHaveValue(MESSAGE)
})

test.describe("when the app's code fails to download", () => {
  test.use({ javaScriptEnabled: true })

  test('"Send request" on /contacts lands on the receipt when every script of the site fails to download', async ({
    page,
  }) => {
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
    await page.goto('/contacts')
    const form = page.locator('form[data-form="contacts"]')
    const email = unique('failed-download')
    await fillRequest(form, email)
    const receipt = await submitToReceipt(page, form.getByRole('button', { name: 'Send request' }))
    expect(receipt.status()).toBe(200)
    await expect(page.locator('main')).toContainText(email)
    expect(await storedFrom(page, email)).toHaveLength(1)
  })

  for (const { part, file } of [
    {
      part: 'the form’s own code (ConsultationForm)',
      file: chunkFile('ConsultationForm'),
    },
    { part: 'the page’s code (ContactsPage)', file: chunkFile('ContactsPage') },
  ]) {
    test(`"Send request" on /contacts lands on the receipt when ${part} fails to download: the form stays as painted and posts natively`, async ({
      page,
    }) => {
      await page.route(file, (route) => route.abort())
      await page.goto('/contacts')
      const form = page.locator('form[data-form="contacts"]')
      await form.scrollIntoViewIfNeeded()
      // the app has given up on that part: from then on the form's own action sends it
      await expect(page.locator('#root[data-delivery-failed]')).toHaveCount(1)
      const email = unique('failed-part')
      await fillRequest(form, email)
      const receipt = await submitToReceipt(
        page,
        form.getByRole('button', { name: 'Send request' }),
      )
      expect(receipt.status()).toBe(200)
      await expect(page.locator('main')).toContainText(email)
      expect(await storedFrom(page, email)).toHaveLength(1)
    })
  }

  test('"Send request" pressed while the page’s code is on its way is held, then posted natively once that code has failed: sent once', async ({
    page,
  }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(chunkFile('ContactsPage'), async (route) => {
      await released
      await route.abort()
    })
    await page.goto('/contacts', { waitUntil: 'domcontentloaded' })
    const form = page.locator('form[data-form="contacts"]')
    const email = unique('held-then-failed')
    await fillRequest(form, email)
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    await form.getByRole('button', { name: 'Send request' }).click()
    // held by the early-input capture: nothing has gone out yet
    await expect(form.getByLabel('Email')).toHaveValue(email)
    expect(posts).toEqual([])
    const receipt = page.waitForResponse((r) => new URL(r.url()).pathname === RECEIPT_PATH)
    release()
    expect((await receipt).status()).toBe(200)
    await expect(page.locator('main')).toContainText(email)
    expect(await storedFrom(page, email)).toHaveLength(1)
    expect(posts.filter((url) => url.includes(FORM_PATH))).toHaveLength(1)
  })
})
