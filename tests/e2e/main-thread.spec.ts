import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

// docs/product.md "The first seconds of a visit", what a test can hold without a clock: the bands below the first screen skip their
// rendering (what a modal's restyle and the first layout are spared), and a dialog painted first
// (a manual popover, then `showModal()` a frame later: app/boot/commandFallback.ts,
// dialogs/modal.ts) is still the modal docs/dialogs.md "Open on the first tap" asks for. The figures are the bench's
// (scripts/measure/bench/main-thread.mjs), not a test's.

const ROUTES = ['/', '/lv', '/services', '/contacts']

/** Each band below the first one and the footer, with its computed content-visibility. */
const bandsVisibility = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#main > section:not(:first-child), #root > footer')].map(
      (band) => ({
        band: band.id || band.tagName.toLowerCase(),
        // one the visitor scrolled past (or a link reached) is rendered for good
        rendered: band.hasAttribute('data-rendered'),
        value: getComputedStyle(band).contentVisibility,
      }),
    ),
  )

for (const route of ROUTES)
  test(`${route}: every band below the first screen skips its rendering until it comes near`, async ({
    page,
  }) => {
    await page.goto(route)
    const bands = await bandsVisibility(page)
    expect(bands.length).toBeGreaterThan(0)
    for (const band of bands.filter((b) => !b.rendered))
      expect(band).toMatchObject({ value: 'auto' })
  })

/** The dialog's state as the platform sees it. */
const stateOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const dialog = document.getElementById(id) as HTMLDialogElement
    const link = document.querySelector('header a[href="/"]')!
    const box = link.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return {
      isModal: dialog.matches(':modal'),
      isPopover: dialog.hasAttribute('popover'),
      hasFocus: dialog.contains(document.activeElement),
      isPageReachable: !!hit && link.contains(hit),
    }
  }, id)

for (const phase of ['before the app', 'after hydration'] as const)
  test(`a dialog painted first is still modal ${phase}: focus inside (and trapped, with the app), the page inert, Escape closes`, async ({
    page,
  }) => {
    // before the app: its code never comes (the platform and the inline script only)
    if (phase === 'before the app') await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/')
    if (phase === 'after hydration') await waitForHydration(page, { belowFold: false })
    const opener = page.getByRole('main').getByRole('button', { name: 'Get started' })
    await opener.click()
    await expect
      .poll(() => stateOf(page, 'booking-dialog'))
      .toEqual({ isModal: true, isPopover: false, hasFocus: true, isPageReachable: false })
    // Tab cycles inside (the app's trap: before it, the browser may hand Tab to its own toolbar)
    for (let i = 0; i < 8 && phase === 'after hydration'; i++) {
      await page.keyboard.press('Tab')
      expect((await stateOf(page, 'booking-dialog')).hasFocus).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.locator('#booking-dialog')).toBeHidden()
    await expect(opener).toBeFocused()
    expect(await stateOf(page, 'booking-dialog')).toMatchObject({
      isModal: false,
      isPopover: false,
    })
  })
