import { expect, test, type Page } from '@playwright/test'
import { PAGE_TRANSITION_MS } from '../../src/config/constants'
import { waitForHydration } from './support'

// docs/moving.md "A page entering": a navigation inside the site uses no View Transition (nothing
// holds the tap for a cross-fade); the new page shows in its first frame, at the top, and its
// bands enter from a light fade (opacity ≥ 0.6: the heading readable at once) and a short rise, in
// the `duration-page` token, run by the compositor; under reduced motion nothing moves. The checks
// count the browser's own `document.startViewTransition` calls and read the running animations of
// the new page's bands.

declare global {
  interface Window {
    __viewTransitions: number
  }
}

/** Counts `document.startViewTransition` calls. */
async function watchViewTransitions(page: Page) {
  await page.addInitScript(() => {
    window.__viewTransitions = 0
    const start = Document.prototype.startViewTransition
    if (!start) return
    Document.prototype.startViewTransition = function (this: Document, ...args) {
      window.__viewTransitions += 1
      return start.apply(this, args)
    } as typeof start
  })
}

const viewTransitions = (page: Page) => page.evaluate(() => window.__viewTransitions)

/**
 * The running animations of the first band of the page shown (`#main > section:first-child`):
 * their name, duration and the opacity they start from.
 */
const firstBandMotion = (page: Page) =>
  page.evaluate(() =>
    (document.querySelector('#main > section')?.getAnimations() ?? []).map((a) => ({
      name: a instanceof CSSAnimation ? a.animationName : '',
      duration: Number(a.effect?.getTiming().duration),
      fromOpacity: Number(
        (a.effect as KeyframeEffect | null)?.getKeyframes()[0]?.opacity ??
          getComputedStyle(document.querySelector('#main > section')!).opacity,
      ),
    })),
  )

/** Opens the home page scrolled down, then follows the header's "About" link. */
async function goToAboutFromHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
}

test('About from the home page: no view transition; the new page enters in the page token from a readable fade, at the top', async ({
  page,
}) => {
  await watchViewTransitions(page)
  // slowed fiftyfold, so the entering motion is still running when it is read (tenfold, a loaded
  // host once read it after its end)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.02 })
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  // the page the document came with never moves
  expect(await firstBandMotion(page)).toEqual([])

  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build AI')
  // read until the band's motion is there (a loaded host may look before its style is resolved)
  await expect
    .poll(() => firstBandMotion(page))
    .toEqual([expect.objectContaining({ name: 'page-enter', duration: PAGE_TRANSITION_MS })])
  const motion = await firstBandMotion(page)
  expect(motion[0]!.fromOpacity).toBeGreaterThanOrEqual(0.6)
  expect(await viewTransitions(page)).toBe(0)
  // the spec's "scrolls the window to the top at once": already, while the page enters
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('Under reduced motion the new page shows at once: nothing moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await watchViewTransitions(page)
  await goToAboutFromHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build AI')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(await firstBandMotion(page)).toEqual([])
  expect(await viewTransitions(page)).toBe(0)
})

test('On a paused clock a navigation still completes: nothing waits on a timer or the motion', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-03-02T09:00:10Z'))
  await goToAboutFromHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build AI')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  // and back: the browser's own history, the place on the home page kept
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
})
