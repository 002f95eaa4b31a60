import { expect, test } from '@playwright/test'
import { EMAIL_RATE_LIMIT_MS, RESPONSE_TIMER_TICK_MS } from '../../src/config/constants'
import { settleScroll } from '../shared/scrollChecks'
import {
  alerts,
  captureAlerts,
  expectNothingFor,
  LONGEST_TRANSITION_MS,
  outbox,
  waitForHydration,
} from './support'

test.beforeEach(async ({ page }) => {
  await captureAlerts(page)
})

test('the booking popup: opens from "Get started", traps focus, closes on Escape, overlay and ×', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const opener = page.getByRole('main').getByRole('button', { name: 'Get started' })
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  // the native modal dialog: in the top layer, the page behind it inert
  expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(
    true,
  )
  expect(
    await page.evaluate(() => {
      const link = document.querySelector('header a[href="/contacts"]')!
      const box = link.getBoundingClientRect()
      return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    }),
  ).toBe(false)
  // the page's scroll locked by the rule every modal shares (html:has(dialog:modal), index.css)
  const pageOverflow = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflowY)
  expect(await pageOverflow()).toBe('hidden')
  await page.mouse.move(5, 400)
  await page.mouse.wheel(0, 800)
  // the page at rest: where the wheel would have scrolled it, it has not moved
  expect(await page.evaluate(settleScroll)).toBe(0)
  // Tab cycles inside the dialog
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(await pageOverflow()).not.toBe('hidden')

  await opener.click()
  await dialog.getByTestId('popup-overlay').click({ position: { x: 5, y: 5 } })
  await expect(dialog).toBeHidden()
  await opener.click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the booking popup delivers to the local outbox, alerts, clears and closes', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Get started' }).click()
  const dialog = page.getByRole('dialog')
  const message = `Quotes "double" <b>angle</b> & emoji 🚀 — Latviešu: ģērbšanās ķēķis; Русский: съешь же ещё. ${'x'.repeat(5000)}`
  await dialog.getByLabel('Name').fill('Jānis Bērziņš')
  await dialog.getByLabel('Email').fill('janis@example.lv')
  await dialog.getByLabel('Message').fill(message)
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1.0/email/send') && r.method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Send request' }).dblclick()
  const body = (await sent).postDataJSON()
  expect(body).toMatchObject({
    service_id: expect.any(String),
    template_id: expect.any(String),
    user_id: expect.any(String),
    template_params: { name: 'Jānis Bērziņš', email: 'janis@example.lv', message },
  })
  await expect
    .poll(() => alerts(page))
    .toEqual(["Thank you for your request! We'll get back to you soon."])
  await expect(dialog).toBeHidden()
  const stored = (await outbox(page)).filter((m) => m.template_params.email === 'janis@example.lv')
  expect(stored).toHaveLength(1)
  expect(stored[0]?.template_params.message).toBe(message)
  const listing = await (await page.request.get('/__outbox')).text()
  expect(listing).toContain('Quotes &quot;double&quot; &lt;b&gt;angle&lt;/b&gt; &amp; emoji 🚀')
  expect(listing).toContain('съешь же ещё')
  expect(listing).not.toContain('<b>angle</b>')
})

test('a failed send keeps the popup open with every value', async ({ page }) => {
  await page.route('**/api/v1.0/email/send', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: 'Server error' })
      : route.continue(),
  )
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Get started' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill('Anna')
  await dialog.getByLabel('Email').fill('anna@example.lv')
  await dialog.getByLabel('Message').fill('Please call me')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect
    .poll(() => alerts(page))
    .toEqual(['Sorry, there was an error sending your message. Please try again.'])
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue('Anna')
  await expect(dialog.getByLabel('Email')).toHaveValue('anna@example.lv')
  await expect(dialog.getByLabel('Message')).toHaveValue('Please call me')
})

test('an empty or malformed form is blocked by the browser and nothing is sent', async ({
  page,
}) => {
  let posts = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1.0/email/send') && r.method() === 'POST') posts++
  })
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Get started' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  expect(
    await dialog.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true)
  await dialog.getByLabel('Name').fill('Anna')
  await dialog.getByLabel('Email').fill('anna@')
  await dialog.getByLabel('Message').fill('Hi')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  expect(
    await dialog.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true)
  await expectNothingFor(page, LONGEST_TRANSITION_MS, async () => expect(posts).toBe(0))
  await expect(dialog).toBeVisible()
})

test('the consultation popup: disclaimer, "FREE Consultation" opens the scheduler in a new tab and closes', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Consultation', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(
    'Disclaimer ⚠️ This is not a sales call, but a free consultation',
  )
  await context.route(/cal\.com/, (route) => route.fulfill({ status: 200, body: 'scheduler' }))
  const popupPage = context.waitForEvent('page')
  await dialog.getByRole('button', { name: /FREE Consultation/ }).click()
  const scheduler = await popupPage
  expect(scheduler.url()).toMatch(/cal\.com/)
  await expect(dialog).toBeHidden()
  await page.getByRole('main').getByRole('button', { name: 'Consultation', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('"Free 30-minute consultation" wraps between words on a phone, never after the hyphen of "30-minute"', async ({
  page,
}) => {
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    // The platform opens it (Invoker Commands), with or without the app.
    await page.getByRole('main').getByRole('button', { name: 'Consultation', exact: true }).click()
    const title = page
      .getByRole('dialog')
      .getByRole('heading', { name: 'Free 30-minute consultation' })
    await expect(title).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    // The compound's characters lie on one line: one box for the range around "30-minute".
    const boxes = await title.evaluate((heading) => {
      const text = heading.firstChild as Text
      const at = text.data.indexOf('30-minute')
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + '30-minute'.length)
      return range.getClientRects().length
    })
    expect(boxes, `at ${width} px`).toBe(1)
  }
})

test('the generic popup: a visualization card tells more and leads to a demo; it closes like the others', async ({
  page,
}) => {
  await page.goto('/ai-solutions')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: /^See it live:/ })
  await button.scrollIntoViewIfNeeded()
  const name = await button.getAttribute('aria-label')
  await button.click()
  const dialog = page.getByRole('dialog', { name: name?.replace(/^See it live: /, '') })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('free 30-minute demo')
  const demo = dialog.getByRole('link', { name: 'Book demo' })
  await expect(demo).toHaveAttribute('target', '_blank')
  await expect(demo).toHaveAttribute('rel', 'noopener noreferrer')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test('a booking request starts the response timer on a home page only (spec §4)', async ({
  page,
}) => {
  const send = async (email: string) => {
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Ilze Kalniņa')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Message').fill('A timer question.')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog).toBeHidden()
  }
  const timer = page.getByRole('timer')
  // the page's clock, running: the wait between two sends of a form is moved on, not waited out
  await page.clock.install()
  // sent from /services, then on to the home page in the same visit: the timer has not started
  await page.goto('/services')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Get AI MVP' }).first().click()
  await send(`timer.services.${Date.now()}@example.lv`)
  await page.getByRole('banner').getByRole('link', { name: 'Amberline AI, home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await waitForHydration(page)
  await timer.scrollIntoViewIfNeeded()
  // where a running timer would have ticked, it stands at its full length
  await expectNothingFor(page, RESPONSE_TIMER_TICK_MS, async () => {
    await expect(timer).toContainText('10:00')
    await expect(timer).toContainText("We'll respond before the timer runs out")
  })
  // sent from the home page (once the 3 s a browser waits between two sends of one form are
  // over): it starts
  await page.clock.fastForward(EMAIL_RATE_LIMIT_MS)
  await page.getByRole('main').getByRole('button', { name: 'Get started' }).first().click()
  await send(`timer.home.${Date.now()}@example.lv`)
  await expect(timer).toContainText("We're processing your request... please wait")
  await expect(timer).toContainText('09:5')
})
