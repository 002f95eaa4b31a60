import { expect, test, type Locator } from '@playwright/test'
import { delayAppScripts, isAppHydrated, isOwnedByReact, openPainted, slowCpu } from './early'
import {
  alerts,
  captureAlerts,
  expectNothingFor,
  LONGEST_TRANSITION_MS,
  outbox,
  readDown,
  unhydratedControls,
  watchConsole,
} from './support'

// The page answers from its first paint: with the CPU slowed 4× and the app's scripts
// arriving 2.5 s late (a phone network), a visitor acts the moment the page is painted, before
// the app has loaded, and every click and submit is honoured once the app is there, exactly
// once; nothing typed is lost or put in the URL.

/** The app's scripts, held until the test has acted (then they come as from a slow line). */
let app: { release: () => void }

test.beforeEach(async ({ page }) => {
  await captureAlerts(page)
  await slowCpu(page)
  app = await delayAppScripts(page, 20_000)
})

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.lv`

for (const path of ['/', '/lv']) {
  for (const [nth, popup] of [
    [0, 'booking'],
    [1, 'consultation'],
  ] as const) {
    test(`${path}: the hero's ${popup} button clicked before the app loads opens its popup, once`, async ({
      page,
    }) => {
      const problems = await watchConsole(page)
      await openPainted(page, path)
      const hero = page.locator('#main > section').first()
      await hero.getByRole('button').nth(nth).click()
      expect(await isAppHydrated(page)).toBe(false)
      app.release()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toHaveCount(1, { timeout: 15_000 })
      // the booking popup holds the request form; the consultation popup its two buttons
      await expect(dialog.locator('form')).toHaveCount(popup === 'booking' ? 1 : 0)
      // once the app has taken the page and the popup over, it is still open, and only it
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 15_000 })
      await expect
        .poll(() => unhydratedControls(page, 'dialog[open]'), { timeout: 20_000 })
        .toEqual([])
      await expectNothingFor(page, LONGEST_TRANSITION_MS, () => expect(dialog).toHaveCount(1))
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      expect(problems).toEqual([])
    })
  }
}

test('/: an e-mail typed into the newsletter before the app loads stays, and is what is sent', async ({
  page,
}) => {
  await openPainted(page, '/')
  const form = page.locator('form[data-form="newsletter"]')
  const email = unique('early-newsletter')
  await form.getByRole('textbox').fill(email)
  expect(await isOwnedByReact(page, 'form[data-form="newsletter"]')).toBe(false)
  const before = await form.elementHandle()
  app.release()
  await expect
    .poll(() => isOwnedByReact(page, 'form[data-form="newsletter"]'), { timeout: 20_000 })
    .toBe(true)
  await expect(form.getByRole('textbox')).toHaveValue(email)
  expect(await before?.evaluate((node) => node.isConnected)).toBe(true)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts(page)).toEqual(['Thank you for subscribing to our newsletter!'])
  const sent = (await outbox(page)).filter((m) => m.template_params.email === email)
  expect(sent).toHaveLength(1)
})

for (const { path, formSelector, fill, alert } of [
  {
    path: '/lv',
    formSelector: 'form[data-form="newsletter"]',
    fill: async (form: Locator, email: string) => {
      await form.getByRole('textbox').fill(email)
    },
    alert: 'Paldies par abonēšanu mūsu jaunumiem!',
  },
  {
    path: '/contacts',
    formSelector: 'form[data-form]',
    fill: async (form: Locator, email: string) => {
      await form.getByLabel('Name').fill('Jānis Bērziņš')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Message').fill('Call me about an assistant for our clinic.')
    },
    alert: "Thank you for your message! We'll get back to you soon.",
  },
]) {
  test(`${path}: a form filled and submitted before the app loads is sent once, never in the URL`, async ({
    page,
  }) => {
    const problems = await watchConsole(page)
    const navigations: string[] = []
    page.on(
      'framenavigated',
      (frame) => frame === page.mainFrame() && navigations.push(frame.url()),
    )
    await openPainted(page, path)
    const form = page.locator(formSelector).first()
    const email = unique('early-submit')
    await fill(form, email)
    // Enter, and a second press of the button on top: one request all the same
    await form.getByRole('textbox').first().press('Enter')
    await form.locator('button[type="submit"]').click()
    expect(await isAppHydrated(page)).toBe(false)
    app.release()
    await expect.poll(() => alerts(page), { timeout: 20_000 }).toEqual([alert])
    expect(page.url()).not.toContain('?')
    expect(navigations.filter((url) => url.includes('?'))).toEqual([])
    await expectNothingFor(page, LONGEST_TRANSITION_MS, async () =>
      expect(await alerts(page)).toEqual([alert]),
    )
    const sent = (await outbox(page)).filter((m) => m.template_params.email === email)
    expect(sent).toHaveLength(1)
    expect(problems).toEqual([])
  })
}

test('/: every prerendered band hydrates in place, whatever comes first (popup, scroll)', async ({
  page,
}) => {
  const problems = await watchConsole(page)
  await openPainted(page, '/')
  const count = await page.evaluate(() => {
    const marked = [...document.querySelectorAll('form, main section, footer')]
    Object.assign(window, { __marked: marked })
    return marked.length
  })
  expect(count).toBeGreaterThan(8)
  // a popup first, before anything below the first screen has hydrated
  await page.locator('#main > section').first().getByRole('button').first().click()
  app.release()
  await expect(page.getByRole('dialog')).toHaveCount(1, { timeout: 15_000 })
  await page.keyboard.press('Escape')
  // then down to the bottom, a screen at a time (each band loads as the visitor nears it), and back
  await readDown(page)
  await expect.poll(() => unhydratedControls(page), { timeout: 20_000 }).toEqual([])
  const replaced = await page.evaluate(() =>
    (window as unknown as { __marked: Element[] }).__marked
      .filter((node) => !node.isConnected)
      .map((node) => node.outerHTML.slice(0, 80)),
  )
  expect(replaced).toEqual([])
  expect(problems).toEqual([])
})
