import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

// (docs/product.md "Moving content and assistive technology"): a navigation inside the site
// moves focus to the new page's heading and announces its title once, politely; the first load
// moves and says nothing; back and forward announce the title but leave focus where it was, so
// the browser's scroll restoration stands (lib/moving/announce.ts).

/** The layout's one live region for route changes. */
const announcer = (page: Page) => page.locator('#route-announcer')
/** The page's one heading. */
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })
/** Whether focus sits on the page's heading. */
const isHeadingFocused = (page: Page) =>
  page.evaluate(() => document.activeElement === document.querySelector('#main h1'))
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Expects the page's heading focused and the page's title, and only it, in the live region. */
async function expectAnnounced(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path)
  await expect(heading(page)).toBeFocused()
  await expect(announcer(page)).toHaveText(await page.title())
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite')
}

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`About us is announced and its heading focused after a header link (${motion} motion)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion })
    await page.goto('/')
    await waitForHydration(page, { belowFold: false })
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
    await expectAnnounced(page, /\/about-us$/)
    await expect(page).toHaveTitle(/About Us/)
    await expect(heading(page)).toContainText('We build AI')
    // the new page at the top, the heading in view: the focus scrolled nothing
    expect(await scrollY(page)).toBe(0)
    await expect(heading(page)).toBeInViewport()
  })
}

test('The home page is announced and its heading focused after the breadcrumb’s link in the page', async ({
  page,
}) => {
  await page.goto('/about-us')
  await waitForHydration(page, { belowFold: false })
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Main page' })
    .click()
  await expectAnnounced(page, /\/$/)
  await expect(page).toHaveTitle(/^Amberline AI/)
})

test('Privacy Policy is announced and its heading focused after a footer link', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expectAnnounced(page, /\/privacy-policy$/)
  await expect(page).toHaveTitle(/Privacy Policy/)
})

test('A header link followed by keyboard focuses the heading, and Tab goes on from there', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expectAnnounced(page, /\/about-us$/)
  // the heading shows the site's focus ring to a keyboard visitor
  await expect(heading(page)).toHaveCSS('outline-style', 'solid')
  // the next Tab stop is in the new page, after its heading, not back in the header
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => {
      const h1 = document.querySelector('#main h1')!
      const focused = document.activeElement!
      return (
        document.getElementById('main')!.contains(focused) &&
        Boolean(h1.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
      )
    }),
  ).toBe(true)
})

test('Back and forward announce nothing and move no focus, and the home page’s place is restored', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.mouse.wheel(0, 1500)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
  await expectAnnounced(page, /\/about-us$/)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle(/^Amberline AI/)
  await expect(announcer(page)).toHaveText('')
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
  expect(await isHeadingFocused(page)).toBe(false)

  await page.goForward()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page).toHaveTitle(/About Us/)
  await expect(announcer(page)).toHaveText('')
  expect(await isHeadingFocused(page)).toBe(false)
})

test('The first load announces nothing and moves no focus', async ({ page }) => {
  await page.goto('/about-us')
  await waitForHydration(page, { belowFold: false })
  await expect(announcer(page)).toHaveText('')
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  expect(await scrollY(page)).toBe(0)
})

test('Opened at /about-us#team: nothing announced or focused, the team band kept on screen', async ({
  page,
}) => {
  await page.goto('/about-us#team')
  await waitForHydration(page, { belowFold: false })
  await expect(announcer(page)).toHaveText('')
  expect(await isHeadingFocused(page)).toBe(false)
  await expect(page.locator('#team')).toBeInViewport()
  // "Meet Our Team" changes the hash alone: no route change, nothing said, focus stays on it
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  const button = page.getByRole('main').getByRole('button', { name: 'Meet Our Team' })
  await button.click()
  await expect(page).toHaveURL(/#team$/)
  await expect(announcer(page)).toHaveText('')
  await expect(button).toBeFocused()
})
