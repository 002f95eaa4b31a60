import { expect, test, type Page } from '@playwright/test'
import { PAGE_TRANSITION_MS } from '../../src/config/constants'
import { waitForHydration } from './support'

// docs/motion.md "Page transitions": a navigation inside the site cross-fades the pages with the View Transitions API
// (React's <ViewTransition> in layout/SiteLayout.tsx), in the `duration-page` token; instant under
// reduced motion; a plain navigation where the browser lacks the API. The new page is at the top at
// once and nothing waits on the animation. The checks count the browser's own
// `document.startViewTransition` calls and read the running animations of its pseudo-elements.

declare global {
  interface Window {
    __viewTransitions: number
  }
}

/** Counts `document.startViewTransition` calls; with `withoutApi`, the browser has none. */
async function watchViewTransitions(page: Page, { withoutApi = false } = {}) {
  await page.addInitScript((remove) => {
    window.__viewTransitions = 0
    if (remove) {
      // a browser without the API (Firefox ESR, older Safari)
      Reflect.deleteProperty(Document.prototype, 'startViewTransition')
      return
    }
    const start = Document.prototype.startViewTransition
    if (!start) return
    Document.prototype.startViewTransition = function (this: Document, ...args) {
      window.__viewTransitions += 1
      return start.apply(this, args)
    } as typeof start
  }, withoutApi)
}

const viewTransitions = (page: Page) => page.evaluate(() => window.__viewTransitions)

/** The running animations of the view transition's pseudo-elements: which, and for how long. */
const pageFades = (page: Page) =>
  page.evaluate(() =>
    document.documentElement
      .getAnimations({ subtree: true })
      .map((a) => ({
        pseudo: (a.effect as KeyframeEffect | null)?.pseudoElement ?? '',
        name: a instanceof CSSAnimation ? a.animationName : '',
        duration: Number(a.effect?.getTiming().duration),
      }))
      .filter((a) => a.pseudo.startsWith('::view-transition') && a.name.startsWith('page-')),
  )

/** Opens the home page scrolled down, then follows the header's "About" link. */
async function goToAboutFromHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
}

test('About from the home page: the pages cross-fade in the page token, the new one at the top', async ({
  page,
}) => {
  await watchViewTransitions(page)
  // slowed tenfold, so the fade is still running when it is read
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 })
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  // hydration is no navigation: nothing fades on the first load
  expect(await viewTransitions(page)).toBe(0)

  await page.mouse.wheel(0, 1500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect
    .poll(() => pageFades(page))
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'page-fade-out', duration: PAGE_TRANSITION_MS }),
        expect.objectContaining({ name: 'page-fade-in', duration: PAGE_TRANSITION_MS }),
      ]),
    )
  expect(await viewTransitions(page)).toBe(1)
  // the spec's "scrolls the window to the top at once": already, while the pages fade
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build AI')
})

test('Under reduced motion the new page shows at once: no fade runs', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await watchViewTransitions(page)
  await goToAboutFromHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build AI')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(await pageFades(page)).toEqual([])
})

test('Without the View Transitions API a link is a plain navigation', async ({ page }) => {
  await watchViewTransitions(page, { withoutApi: true })
  await goToAboutFromHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build AI')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(await viewTransitions(page)).toBe(0)
})

test('On a paused clock a navigation still completes: nothing waits on a timer or the fade', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-03-02T09:00:10Z'))
  await goToAboutFromHome(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We build AI')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  // and back: the browser's own history, no fade, the place on the home page kept
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
})
