import { expect, test, type Page } from '@playwright/test'
import {
  delayAppScripts,
  holdDialogsFirstFrame,
  isAppHydrated,
  isOwnedByReact,
  openPainted,
} from './early'
import {
  alerts,
  captureAlerts,
  expectNothingFor,
  LONGEST_TRANSITION_MS,
  outbox,
  watchConsole,
} from './support'

// Every dialog opens from the platform: the buttons that open one point at its
// prerendered <dialog> (`commandfor` / `command="show-modal"`), so a tap opens it before any app
// code has arrived, and its close button and Escape close it. When the app hydrates it adopts
// what is open: nothing closes or re-opens, focus and typed text stay, a submit made before is
// sent once.

/** Holds back every script of the page, the boot script too: only the HTML is there. */
async function holdEveryScript(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.lv`

const hero = (page: Page) => page.locator('#main > section').first()

test('"Get started" and "Consultation" open their dialogs with no app code at all; ×, "Cancel" and Escape close them', async ({
  page,
}) => {
  const problems = await watchConsole(page)
  await holdEveryScript(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(hero(page).getByRole('button', { name: 'Get started' })).toBeVisible()

  await hero(page).getByRole('button', { name: 'Get started' }).click()
  const booking = page.getByRole('dialog', { name: 'Tell us what to automate' })
  await expect(booking).toBeVisible()
  expect(await booking.evaluate((el) => el.matches(':modal'))).toBe(true)
  await expect(booking.getByLabel('Name')).toBeEditable()
  await booking.getByRole('button', { name: 'Close' }).click()
  await expect(booking).toBeHidden()

  await hero(page).getByRole('button', { name: 'Consultation' }).click()
  const consultation = page.getByRole('dialog', { name: 'Free 30-minute consultation' })
  await expect(consultation).toBeVisible()
  await expect(consultation).toContainText('This is not a sales call, but a free consultation')
  await consultation.getByRole('button', { name: 'Cancel' }).click()
  await expect(consultation).toBeHidden()

  await hero(page).getByRole('button', { name: 'Get started' }).click()
  await expect(booking).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(booking).toBeHidden()
  expect(await isAppHydrated(page)).toBe(false)
  expect(problems).toEqual([])
})

test('"Get started" opened before the app stays open through hydration: focus and typed text stay, and it closes as the app\'s', async ({
  page,
}) => {
  const problems = await watchConsole(page)
  const app = await delayAppScripts(page, 60_000)
  await openPainted(page, '/')
  await hero(page).getByRole('button', { name: 'Get started' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tell us what to automate' })
  await expect(dialog).toBeVisible()
  // the browser's own focus on open, with no app code: the first field (the × comes last)
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await dialog.getByLabel('Name').fill('Jānis Bērziņš')
  await dialog.getByLabel('Email').fill('janis@example.lv')
  await dialog.getByLabel('Message').fill('We would like a chatbot for our clinic.')
  expect(await isOwnedByReact(page, 'form[data-form="booking-popup"]')).toBe(false)
  const before = await dialog.elementHandle()

  app.release()
  await expect
    .poll(() => isOwnedByReact(page, 'form[data-form="booking-popup"]'), { timeout: 20_000 })
    .toBe(true)
  // adopted: the same element, still open, nothing typed lost, focus where the visitor left it
  await expect(dialog).toBeVisible()
  expect(await before?.evaluate((node) => node.isConnected)).toBe(true)
  await expect(dialog.getByLabel('Name')).toHaveValue('Jānis Bērziņš')
  await expect(dialog.getByLabel('Email')).toHaveValue('janis@example.lv')
  await expect(dialog.getByLabel('Message')).toHaveValue('We would like a chatbot for our clinic.')
  await expect(dialog.getByLabel('Message')).toBeFocused()
  await expectNothingFor(page, LONGEST_TRANSITION_MS, () => expect(dialog).toBeVisible())

  // the app follows the element: Escape closes it, the hero opens it again, a band's button
  // (its `opens`) too
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await hero(page).getByRole('button', { name: 'Get started' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Book now' }).first().click()
  await expect(dialog).toBeVisible()
  expect(problems).toEqual([])
})

test('"Send request" pressed in the booking dialog before the app is sent once after it, and the dialog closes', async ({
  page,
}) => {
  await captureAlerts(page)
  const app = await delayAppScripts(page, 60_000)
  await openPainted(page, '/')
  await hero(page).getByRole('button', { name: 'Get started' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tell us what to automate' })
  const email = unique('dialog-before-app')
  await dialog.getByLabel('Name').fill('Anna Ozola')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Message').fill('Please call me about process automation.')
  // a double press: one request all the same
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  expect(await isAppHydrated(page)).toBe(false)
  await expect(dialog).toBeVisible()

  app.release()
  await expect
    .poll(() => alerts(page), { timeout: 20_000 })
    .toEqual(["Thank you for your request! We'll get back to you soon."])
  await expect(dialog).toBeHidden()
  expect(page.url()).not.toContain('?')
  const sent = (await outbox(page)).filter((m) => m.template_params.email === email)
  expect(sent).toHaveLength(1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  /** /services with no app code at all, its menu opened by a tap on "Open menu". */
  async function openMenuWithNoApp(page: Page) {
    await holdEveryScript(page)
    await page.goto('/services', { waitUntil: 'commit' })
    const burger = page.getByRole('button', { name: 'Open menu' })
    await burger.tap()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    return { burger, menu }
  }

  test('"Open menu" opens the menu with no app code at all, and "Close menu" and Escape close it', async ({
    page,
  }) => {
    const problems = await watchConsole(page)
    const { burger, menu } = await openMenuWithNoApp(page)
    await expect(menu.getByRole('link', { name: 'Contacts' })).toBeVisible()
    await menu.getByRole('button', { name: 'Close menu' }).tap()
    await expect(menu).toBeHidden()
    await burger.tap()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    expect(await isAppHydrated(page)).toBe(false)
    expect(problems).toEqual([])
  })

  test('an Escape pressed before the menu has painted its first frame closes it once, with no app code: it never becomes modal', async ({
    page,
  }) => {
    const problems = await watchConsole(page)
    const frames = await holdDialogsFirstFrame(page)
    const { burger, menu } = await openMenuWithNoApp(page)
    // painted first: a popover, the page not yet inert
    await expect(menu).toHaveAttribute('popover', 'manual')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(burger).toBeFocused()
    // its late frame comes: the menu stays closed
    await frames.release()
    await expect(menu).toBeHidden()
    await expect(page.locator('#site-menu')).toHaveJSProperty('open', false)
    // and opens again as the modal, which Escape closes
    await burger.tap()
    await frames.release()
    await expect(menu).toHaveJSProperty('open', true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    expect(await isAppHydrated(page)).toBe(false)
    expect(problems).toEqual([])
  })
})
