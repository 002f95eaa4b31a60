import { expect, type Locator, type Page } from '@playwright/test'
import { expectNothingFor, LONGEST_TRANSITION_MS, waitForFrameCode } from './support'

// The page's clock for the timing specs: Playwright's clock, installed and paused
// before the page loads, then moved by exactly the milliseconds the spec names.

/** Any fixed instant: the page's clock is installed at it. */
const INSTALLED_AT = new Date('2026-03-02T09:00:00Z').getTime()
/**
 * Where the clock stops, before the page loads: a little after the install, as the clock runs in
 * real time between the two calls (a pause in its past is an error), and it stays here until a
 * test moves it.
 */
const PAUSED_AT = INSTALLED_AT + 10_000
/** A phone's width: the industries slider shows at 720 px or less (spec §9). */
export const PHONE = { width: 390, height: 844 } as const

/** Scrolls `part` into view and waits until the band holding it has hydrated. */
export async function waitForPart(part: Locator) {
  await part.scrollIntoViewIfNeeded()
  await expect(part.locator('xpath=ancestor::*[@data-hydrates][1]')).toHaveAttribute(
    'data-hydrated',
    '',
  )
}

/**
 * Opens `path` on a paused clock and waits for the app, and the band holding `part`, to hydrate,
 * and for the frame's code (support.ts `waitForFrameCode`: the page fetches it when idle, which a
 * paused clock never is; before it, a link loads its page whole).
 */
export async function openPaused(page: Page, path: string, part: Locator) {
  await page.clock.install({ time: INSTALLED_AT })
  await page.clock.pauseAt(PAUSED_AT)
  await page.goto(path)
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  await waitForPart(part)
  await waitForFrameCode(page)
}

/**
 * How far ahead of the page's running clock `openThenPause` stops it: a tester's `pauseAt` lands
 * some seconds on, so the page's clock is then ahead of the browser's own (animation) timeline.
 */
const PAUSE_AHEAD_MS = 5_000

/**
 * The other way testers use the clock: installed before `path` loads and left
 * running while the page loads and hydrates (the band holding `part` too), then paused, ahead.
 */
export async function openThenPause(page: Page, path: string, part: Locator) {
  await page.clock.install({ time: INSTALLED_AT })
  await page.goto(path)
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  await waitForPart(part)
  await waitForFrameCode(page)
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS)
}

/** The opacity the browser draws `element` with now (its computed style). */
export const drawnOpacity = (element: Locator) =>
  element.evaluate((el) => Number(getComputedStyle(el).opacity))

/** Moves the page's clock on by `ms`, firing every timer that falls due. */
export const run = (page: Page, ms: number) => page.clock.runFor(ms)
/**
 * Lets real time pass while the page's clock stands still, and checks that nothing has moved
 * (`check` holds before and after): longer than any of the site's fades, so a state change that
 * waits for an animation (which runs on the browser's own timeline, not on the page's clock)
 * would show within it.
 */
export const hold = (page: Page, check: () => Promise<unknown>) =>
  expectNothingFor(page, LONGEST_TRANSITION_MS, check)
