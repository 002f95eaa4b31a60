import { expect, test, type Page, type Request } from '@playwright/test'
import { NAVIGATION_FEEDBACK_MS } from '../../src/config/constants'
import { FRAME_HERE_ATTR } from '../../src/lib/delivery/frameMark'
import {
  MOVING_ATTR,
  NAVIGATION_BUSY_ATTR,
  NAVIGATION_PROGRESS_ID,
} from '../../src/lib/moving/links'
import {
  chunkFile,
  pageHeading,
  setFullLoadMs,
  waitForFrameCode,
  waitForHydration,
} from './support'

// Moving through the site (README "Moving through the site"): what of the next page is
// fetched before the tap, the bar when it cannot show within NAVIGATION_FEEDBACK_MS, and the full
// load when it has not come in the time a full load takes.

const ABOUT_CHUNK = chunkFile('AboutPage')
const ABOUT_H1 = 'We build AI that earns its place in your business'

/** The line the page is told it is on (Chromium's `navigator.connection`). */
async function setLine(page: Page, line: { saveData?: boolean; effectiveType?: string }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { value, configurable: true })
  }, line)
}

/** The requests the page makes from now on for the About page's chunk. */
function watchAboutRequests(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (ABOUT_CHUNK.test(new URL(request.url()).pathname)) requests.push(request)
  })
  return requests
}

/** Taps "About" and waits until the browser loads /about-us as a whole document. */
async function tapAboutLoadingWhole(page: Page) {
  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/about-us',
  )
  await aboutLink(page).click()
  await documentLoad
}

/** Holds back the About page's chunk until the test releases it. */
async function holdAboutChunk(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(ABOUT_CHUNK, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

/** Opens `/` and waits until it is hydrated and its links go through the app (moving.ts). */
async function openHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await expect(page.locator(`#root[${MOVING_ATTR}]`)).toHaveCount(1)
}

const aboutLink = (page: Page) =>
  page.locator('header nav').getByRole('link', { name: 'About', exact: true })

test.describe('before the tap', () => {
  // a 2G-slow line: the links in view are not fetched when idle, so what is fetched is the intent's
  test.beforeEach(async ({ page }) => setLine(page, { effectiveType: '2g' }))

  test('a pointer resting on a link fetches its page before the click', async ({ page }) => {
    const requests = watchAboutRequests(page)
    await openHome(page)
    expect(requests).toHaveLength(0)
    await aboutLink(page).hover()
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    await aboutLink(page).click()
    await expect(pageHeading(page)).toHaveText(ABOUT_H1)
    expect(new URL(page.url()).pathname).toBe('/about-us')
  })

  test('keyboard focus on a link fetches its page before Enter', async ({ page }) => {
    const requests = watchAboutRequests(page)
    await openHome(page)
    await aboutLink(page).focus()
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    await page.keyboard.press('Enter')
    await expect(pageHeading(page)).toHaveText(ABOUT_H1)
  })

  test('a finger or button coming down on a link fetches its page', async ({ page }) => {
    const requests = watchAboutRequests(page)
    await openHome(page)
    await aboutLink(page).dispatchEvent('pointerdown')
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    expect(new URL(page.url()).pathname).toBe('/')
  })
})

test('on Save-Data nothing is fetched before the tap; the tap still goes there', async ({
  page,
}) => {
  await setLine(page, { saveData: true, effectiveType: '4g' })
  const requests = watchAboutRequests(page)
  await openHome(page)
  await aboutLink(page).hover()
  await aboutLink(page).focus()
  await aboutLink(page).dispatchEvent('pointerdown')
  // the idle prefetch would have started by now (a whole idle period after load)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  expect(requests).toHaveLength(0)
  await aboutLink(page).click()
  await expect(pageHeading(page)).toHaveText(ABOUT_H1)
})

test('the links in view are fetched when the page is idle (the About page among them)', async ({
  page,
}) => {
  const requests = watchAboutRequests(page)
  await openHome(page)
  await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(0)
})

test('the new page’s first screen shows whole: the home page arrives with its partner strip, never its placeholder', async ({
  page,
}) => {
  await page.goto('/about-us')
  await waitForHydration(page, { belowFold: false })
  await expect(page.locator(`#root[${MOVING_ATTR}]`)).toHaveCount(1)
  // in the frame where the home page's heading first shows: is the strip there?
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('h1')
      if (!h1?.textContent?.startsWith('See the ROI')) return
      observer.disconnect()
      document.documentElement.dataset.stripWithH1 = String(
        document.querySelector('#main [data-set]') !== null,
      )
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  const home = page.getByRole('banner').getByRole('link', { name: /home/ })
  await home.hover()
  await home.click()
  await expect(page.locator('html')).toHaveAttribute('data-strip-with-h1', 'true')
})

test.describe('the tap', () => {
  test.beforeEach(async ({ page }) => setLine(page, { effectiveType: '2g' }))

  test(`a page held back shows the bar and aria-busy ${NAVIGATION_FEEDBACK_MS} ms after the tap on the page’s clock, the old page readable, both gone with the new page`, async ({
    page,
  }) => {
    await setFullLoadMs(page, 20_000)
    const release = await holdAboutChunk(page)
    // the page's clock, paused before it loads: the bar's delay is read on it, not on the host's
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 10_000)
    await page.goto('/')
    await expect(page.locator(`#root[${MOVING_ATTR}]`)).toHaveCount(1)
    await waitForFrameCode(page)
    const homeH1 = await pageHeading(page).textContent()
    const bar = page.locator(`#${NAVIGATION_PROGRESS_ID}`)
    await aboutLink(page).click()
    // React holds the navigation: the old page stays, and nothing says so before the delay
    await expect(page).toHaveURL(/\/about-us$/)
    await page.clock.runFor(NAVIGATION_FEEDBACK_MS - 1)
    await expect(bar).not.toHaveAttribute(NAVIGATION_BUSY_ATTR)
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy')
    await page.clock.runFor(1)
    await expect(bar).toHaveAttribute(NAVIGATION_BUSY_ATTR, '')
    await expect(bar).toBeVisible()
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true')
    await expect(pageHeading(page)).toHaveText(homeH1!)
    release()
    await expect(pageHeading(page)).toHaveText(ABOUT_H1)
    await expect(bar).not.toHaveAttribute(NAVIGATION_BUSY_ATTR)
    await expect(bar).toBeHidden()
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy')
  })

  test('a page that has not come in the time a full load takes becomes a full load of its address', async ({
    page,
  }) => {
    await setFullLoadMs(page, 400)
    const release = await holdAboutChunk(page)
    await openHome(page)
    await tapAboutLoadingWhole(page)
    // the prerendered About page, read as HTML while its code is still held
    await expect(pageHeading(page)).toHaveText(ABOUT_H1)
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? ''),
    ).toMatch(/\/about-us$/)
    release()
  })

  test('a tap while a part of the frame still waits for its code is a full load at once, the page never held', async ({
    page,
  }) => {
    await setFullLoadMs(page, 20_000)
    // the footer's code held: the frame is not all here when the visitor taps
    await page.route(chunkFile('Footer'), () => {})
    await page.goto('/')
    await waitForHydration(page, { belowFold: false, frameCode: false })
    await expect(page.locator(`#root[${MOVING_ATTR}]`)).toHaveCount(1)
    await expect(page.locator(`#root[${FRAME_HERE_ATTR}]`)).toHaveCount(0)
    await tapAboutLoadingWhole(page)
    // no navigation inside the app was begun: the bar never shows over the old page
    await expect(page.locator(`#${NAVIGATION_PROGRESS_ID}`)).not.toHaveAttribute(
      NAVIGATION_BUSY_ATTR,
    )
    await expect(pageHeading(page)).toHaveText(ABOUT_H1)
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? ''),
    ).toMatch(/\/about-us$/)
  })

  test('a tap after hydration but before the links’ way of moving is here loads the page whole', async ({
    page,
  }) => {
    // moving.ts held: the app has hydrated, its links are the router's, the frame's code not here
    await page.route(chunkFile('moving'), () => {})
    await page.goto('/')
    await waitForHydration(page, { belowFold: false, frameCode: false })
    await tapAboutLoadingWhole(page)
    await expect(pageHeading(page)).toHaveText(ABOUT_H1)
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? ''),
    ).toMatch(/\/about-us$/)
  })

  test('a page whose code fails becomes a full load of its address', async ({ page }) => {
    await page.route(ABOUT_CHUNK, (route) => route.abort())
    await openHome(page)
    await tapAboutLoadingWhole(page)
    await expect(pageHeading(page)).toHaveText(ABOUT_H1)
  })
})
