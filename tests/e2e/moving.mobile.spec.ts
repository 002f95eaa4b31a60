import { expect, test, type Page, type Request } from '@playwright/test'
import { MOVING_ATTR } from '../../src/lib/moving/links'
import { chunkFile, pageHeading, waitForHydration } from './support'

// Moving through the site on a phone (README "Moving through the site"): a finger on a
// link of the menu fetches its page before the tap ends; the menu open lets its links be fetched
// when the page is idle; the tap shows the new page.

test.use({ viewport: { width: 390, height: 844 } })

const ABOUT_H1 = 'We build AI that earns its place in your business'

function watchRequests(page: Page, name: string) {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (chunkFile(name).test(new URL(request.url()).pathname)) requests.push(request)
  })
  return requests
}

async function openHome(page: Page, line?: { effectiveType: string }) {
  if (line)
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true })
    }, line)
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await expect(page.locator(`#root[${MOVING_ATTR}]`)).toHaveCount(1)
}

/** Two idle periods of the page: the links in view had their chance to be fetched. */
const idle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve))
  })

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).tap()
  const menu = page.getByRole('dialog')
  await expect(menu).toBeVisible()
  return menu.getByRole('link', { name: 'About', exact: true })
}

test('a finger coming down on a menu link fetches its page; the tap shows it', async ({ page }) => {
  const requests = watchRequests(page, 'AboutPage')
  // a 2G-slow line: nothing is fetched when idle, only what the finger heads for
  await openHome(page, { effectiveType: '2g' })
  const about = await openMenu(page)
  expect(requests).toHaveLength(0)
  await about.dispatchEvent('touchstart')
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  await about.tap()
  await expect(pageHeading(page)).toHaveText(ABOUT_H1)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('with the menu open, its links are fetched when the page is idle', async ({ page }) => {
  const requests = watchRequests(page, 'AboutPage')
  await openHome(page)
  // the menu's links are not in view while it is closed
  await idle(page)
  expect(requests).toHaveLength(0)
  await openMenu(page)
  await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(0)
})

test('a finger coming down on a link fetches its page with its bands: the tap fetches no code after it', async ({
  page,
}) => {
  // the team band of /about-us, below its first screen, with code of its own
  const band = watchRequests(page, 'TeamSliderSection')
  // a 2G-slow line: nothing is fetched when idle, only what the finger heads for
  await openHome(page, { effectiveType: '2g' })
  const about = await openMenu(page)
  await about.dispatchEvent('touchstart')
  await expect.poll(() => band.length).toBeGreaterThan(0)
  await band[0]!.response()
  const after: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') after.push(new URL(request.url()).pathname)
  })
  await about.tap()
  await expect(pageHeading(page)).toHaveText(ABOUT_H1)
  // the band has rendered in place of its placeholder, its code long here
  await expect(page.locator('#team button').first()).toBeAttached()
  expect(after).toEqual([])
})
