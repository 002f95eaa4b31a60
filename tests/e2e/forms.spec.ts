import { expect, test, type Page } from '@playwright/test'
import { alerts, captureAlerts, failSends, outbox, restoreSends, waitForHydration } from './support'

test.beforeEach(async ({ page }) => {
  await captureAlerts(page)
})

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.lv`

async function fillRequest(form: ReturnType<Page['locator']>, email: string) {
  await form.getByLabel('Name').fill('Līga Ozoliņa')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('We want a chatbot for bookings.')
}

const inlineForms = [
  { path: '/ai-solutions', form: 'consultation-ai-solutions' },
  { path: '/ai-chatbots', form: 'consultation-ai-chatbots' },
  { path: '/it-solutions', form: 'consultation-it-solutions' },
  { path: '/consulting', form: 'consulting-booking' },
]

for (const { path, form: formId } of inlineForms) {
  test(`the inline form on ${path} delivers to the outbox, alerts and resets`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const form = page.locator(`form[data-form="${formId}"]`)
    await form.scrollIntoViewIfNeeded()
    const email = unique('inline')
    await fillRequest(form, email)
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect
      .poll(() => alerts(page))
      .toEqual(["Thank you for your request! We'll get back to you soon."])
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
    const stored = (await outbox(page)).filter((m) => m.template_params.email === email)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.template_params).toEqual({
      name: 'Līga Ozoliņa',
      email,
      message: 'We want a chatbot for bookings.',
    })
  })
}

test('an inline form keeps every value and logs the error when the send fails', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await failSends(page)
  await page.goto('/ai-solutions')
  await waitForHydration(page)
  const form = page.locator('form[data-form="consultation-ai-solutions"]')
  await form.scrollIntoViewIfNeeded()
  await fillRequest(form, 'keep@example.lv')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect
    .poll(() => alerts(page))
    .toEqual(['Sorry, there was an error sending your message. Please try again.'])
  await expect(form.getByLabel('Name')).toHaveValue('Līga Ozoliņa')
  await expect(form.getByLabel('Email')).toHaveValue('keep@example.lv')
  await expect(form.getByLabel('Message')).toHaveValue('We want a chatbot for bookings.')
  expect(errors.some((e) => e.includes('E-mail send failed'))).toBe(true)
})

test('the contacts form keeps values on failure, and a retry at once sends with its own success text', async ({
  page,
}) => {
  await page.goto('/contacts')
  await waitForHydration(page)
  const form = page.locator('form[data-form="contacts"]')
  const email = unique('contacts')
  await failSends(page)
  await fillRequest(form, email)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect
    .poll(() => alerts(page))
    .toEqual(['Sorry, there was an error sending your message. Please try again.'])
  await expect(form.getByLabel('Email')).toHaveValue(email)

  // a failed send leaves no rate-limit mark: the next press goes out at once
  await restoreSends(page)
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect.poll(() => alerts(page)).toHaveLength(2)
  expect((await alerts(page))[1]).toBe("Thank you for your message! We'll get back to you soon.")
  await expect(form.getByLabel('Name')).toHaveValue('')
  expect((await outbox(page)).filter((m) => m.template_params.email === email)).toHaveLength(1)
})

test('the newsletter sends the fixed name and message, resets, and starts the response timer', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  const timer = page.getByRole('timer')
  await expect(timer).toContainText('10:00')
  await expect(timer).toContainText("We'll respond before the timer runs out")
  const form = page.locator('form[data-form="newsletter"]')
  const email = unique('news')
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts(page)).toEqual(['Thank you for subscribing to our newsletter!'])
  await expect(form.getByLabel('Email')).toHaveValue('')
  const stored = (await outbox(page)).filter((m) => m.template_params.email === email)
  expect(stored[0]?.template_params).toEqual({
    name: 'Newsletter Subscriber',
    email,
    message: 'Newsletter subscription request',
  })
  await expect(timer).toContainText("We're processing your request... please wait")
  await expect(timer).toContainText('10:00')
  await page.clock.runFor(1000)
  await expect(timer).toContainText('09:59')
  await page.clock.runFor(599_000)
  await expect(timer).toContainText('00:00')
  await expect(timer).toContainText("We'll respond before the timer runs out")
  await page.clock.runFor(5000)
  await expect(timer).toContainText('00:00')
})

for (const [path, sent, failed] of [
  [
    '/lv',
    'Paldies par abonēšanu mūsu jaunumiem!',
    'Atvainojiet, radās kļūda. Lūdzu, mēģiniet vēlreiz.',
  ],
  [
    '/ru',
    'Спасибо за подписку на нашу рассылку!',
    'Извините, произошла ошибка. Пожалуйста, попробуйте снова.',
  ],
] as const) {
  test(`the newsletter on ${path} alerts in its language; a failure keeps the address and still starts the timer, and a retry at once sends`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    const form = page.locator('form[data-form="newsletter"]')
    const email = unique('lv')
    await failSends(page)
    await form.locator('input[type="email"]').fill(email)
    await form.getByRole('button').click()
    await expect.poll(() => alerts(page)).toEqual([failed])
    await expect(form.locator('input[type="email"]')).toHaveValue(email)
    await expect(page.getByRole('timer')).toHaveAttribute('data-active', '')
    await restoreSends(page)
    await form.getByRole('button').click()
    await expect.poll(() => alerts(page)).toEqual([failed, sent])
    await expect(form.locator('input[type="email"]')).toHaveValue('')
    expect((await outbox(page)).filter((m) => m.template_params.email === email)).toHaveLength(1)
  })
}

test('a booking popup submit on the home page starts the timer', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Talk to sales' }).click()
  const dialog = page.getByRole('dialog')
  await fillRequest(dialog, unique('sales'))
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('timer')).toHaveAttribute('data-active', '')
})

test('General Enquiry "Get started" is a mailto link; scheduler links open as docs/product.md lists', async ({
  page,
}) => {
  await page.goto('/')
  const mailto = page.getByRole('main').getByRole('link', { name: /Get started/ })
  await expect(mailto).toHaveAttribute('href', /^mailto:.+@.+/)
  await page.goto('/ai-solutions')
  const appointment = page.getByRole('link', { name: "Let's Set Your Appointment" })
  await expect(appointment).not.toHaveAttribute('target', '_blank')
  const demo = page.getByRole('link', { name: /Book demo/ })
  await expect(demo).toHaveAttribute('target', '_blank')
  await expect(demo).toHaveAttribute('rel', 'noopener noreferrer')
  await page.goto('/consulting')
  for (const name of [/Book Consultation/, /Talk to an Expert/, /Book My Strategy Session/]) {
    const link = page.getByRole('link', { name })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('"See client stories" goes to its anchor and opens the popup', async ({ page }) => {
  await page.goto('/consulting')
  await waitForHydration(page)
  await page.getByRole('link', { name: /See client stories/ }).click()
  await expect(page).toHaveURL(/#client-stories$/)
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the case-detail block opens the scheduler in a new tab, and the popup on ai-chatbot-travel', async ({
  page,
}) => {
  await page.goto('/cases/energy-sector-ai')
  await expect(page.getByRole('link', { name: /Book a free consultation/ })).toHaveAttribute(
    'target',
    '_blank',
  )
  await page.goto('/cases/ai-chatbot-travel')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Book a free consultation' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})
