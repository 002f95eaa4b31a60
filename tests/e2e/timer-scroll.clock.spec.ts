import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  NAV_SCROLL_TOP_DELAY_MS,
  RESPONSE_TIMER_SECONDS,
  RESPONSE_TIMER_TICK_MS,
} from '../../src/config/constants'
import { hold, openPaused, run, waitForPart } from './clock'
import { alerts, captureAlerts } from './support'

// docs/motion.md "State on the clock, pixels on the animation": the response countdown and the delayed scroll to the top, on the page's own clock
// (installed and paused before the page loads, moved with `runFor`), each checked 1 ms before its
// boundary and at it, as in clock.spec.ts.

/** Seconds in a minute. */
const MINUTE = 60
/** How the timer writes `seconds` (docs/product.md "Response timer"): `MM:SS`, two-digit seconds. */
const mmss = (seconds: number) =>
  [Math.floor(seconds / MINUTE), seconds % MINUTE].map((n) => String(n).padStart(2, '0')).join(':')

const ACTIVE = "We're processing your request... please wait"
const INACTIVE = "We'll respond before the timer runs out"

test('response timer: from 10:00 down one a second after a send, 00:01 until the 600th second, then 00:00, stopped', async ({
  page,
}) => {
  await captureAlerts(page)
  const form = page.locator('form[data-form="newsletter"]')
  await openPaused(page, '/', form)
  const timer = page.getByRole('timer')
  await waitForPart(timer)
  const digits = timer.getByText(/^\d\d:\d\d$/)
  await expect(digits).toHaveText(mmss(RESPONSE_TIMER_SECONDS))
  await expect(timer).toContainText(INACTIVE)

  await form.getByRole('textbox').fill(`countdown.${Date.now()}@example.lv`)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts(page)).toEqual(['Thank you for subscribing to our newsletter!'])
  // it starts with the send, at the full length, on a clock that has not moved since
  await expect(timer).toHaveAttribute('data-active', '')
  await expect(timer).toContainText(ACTIVE)
  await expect(digits).toHaveText(mmss(RESPONSE_TIMER_SECONDS))

  // the first tick
  await run(page, RESPONSE_TIMER_TICK_MS - 1)
  await hold(page, () => expect(digits).toHaveText(mmss(RESPONSE_TIMER_SECONDS)))
  await run(page, 1)
  await expect(digits).toHaveText(mmss(RESPONSE_TIMER_SECONDS - 1))

  // a whole minute gone: the minutes change on its last tick
  await run(page, (MINUTE - 1) * RESPONSE_TIMER_TICK_MS - 1)
  await hold(page, () => expect(digits).toHaveText(mmss(RESPONSE_TIMER_SECONDS - MINUTE + 1)))
  await run(page, 1)
  await expect(digits).toHaveText(mmss(RESPONSE_TIMER_SECONDS - MINUTE))

  // the end: the last second shows until the 600th tick, which shows 00:00 and stops the timer
  const toEnd = (RESPONSE_TIMER_SECONDS - MINUTE) * RESPONSE_TIMER_TICK_MS
  await run(page, toEnd - 1)
  await hold(page, async () => {
    await expect(digits).toHaveText(mmss(1))
    await expect(timer).toHaveAttribute('data-active', '')
    await expect(timer).toContainText(ACTIVE)
  })
  await run(page, 1)
  await expect(digits).toHaveText(mmss(0))
  await expect(timer).not.toHaveAttribute('data-active')
  await expect(timer).toContainText(INACTIVE)
  // stopped: more seconds change nothing
  await run(page, 5 * RESPONSE_TIMER_TICK_MS)
  await hold(page, async () => {
    await expect(digits).toHaveText(mmss(0))
    await expect(timer).not.toHaveAttribute('data-active')
  })
})

/** The window's vertical scroll position, in CSS pixels. */
const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
/** Where the visitor scrolls the new page to before the delayed scroll: well below the top. */
const SCROLLED_PX = 600

const NAVIGATIONS: { name: string; link: (page: Page) => Locator; to: RegExp }[] = [
  {
    name: '"View all" of the featured projects',
    link: (page) => page.locator('#projects').getByRole('link', { name: 'View all' }),
    to: /\/cases$/,
  },
  {
    name: 'a service card',
    link: (page) => page.getByRole('link', { name: 'View more: IT Solutions' }),
    to: /\/it-solutions$/,
  },
]

for (const { name, link: linkOf, to } of NAVIGATIONS) {
  test(`${name}: the new page starts at the top at once, and is scrolled to the top again 100 ms after the click`, async ({
    page,
  }) => {
    const link = linkOf(page)
    await openPaused(page, '/', link)
    expect(await scrollTop(page)).toBeGreaterThan(0)
    const homeHeading = await page.getByRole('heading', { level: 1 }).textContent()
    await link.click()
    await expect(page).toHaveURL(to)
    // the new page's heading, not the home page's: the address changes at the click, the page
    // when React commits it (inside the page transition)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(homeHeading ?? '')
    // spec §2.2: any route change scrolls to the top at once (the clock has not moved)
    expect(await scrollTop(page)).toBe(0)
    // the visitor scrolls down before the 100 ms are over (images loading above may then move
    // the page further down, as the browser keeps what is on screen in place)
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), SCROLLED_PX)
    expect(await scrollTop(page)).toBeGreaterThanOrEqual(SCROLLED_PX)
    await run(page, NAV_SCROLL_TOP_DELAY_MS - 1)
    await hold(page, async () => expect(await scrollTop(page)).toBeGreaterThanOrEqual(SCROLLED_PX))
    await run(page, 1)
    await expect.poll(() => scrollTop(page)).toBe(0)
  })
}
