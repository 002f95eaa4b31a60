import { expect, test, type Page } from '@playwright/test'
import { PAGES_AHEAD_MAX } from '../../src/config/constants'
import { MOVING_ATTR } from '../../src/lib/moving/links'
import { chunkFile, pageHeading, waitForHydration } from './support'

// The next page rendered before the tap (docs/moving.md "The next page rendered before the tap"):
// intent toward a link (a resting pointer, keyboard focus) renders its page hidden in React's
// <Activity>; the tap only reveals it, with nothing more to fetch; a hidden page runs nothing.

const ABOUT_H1 = 'We build AI that earns its place in your business'
const CASES_H1 = 'Our projects'
const CONTACTS_H1 = 'Get in Touch with Us'

/**
 * Opens `/` and waits until it is hydrated, its links go through the app (moving.ts) and its
 * fonts have come (a late font moves the header's links under the pointer: a link passed over on
 * the way renders its page ahead too, when it was fetched).
 */
async function openHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await expect(page.locator(`#root[${MOVING_ATTR}]`)).toHaveCount(1)
  await page.evaluate(() => document.fonts.ready)
}

const navLink = (page: Page, name: string) =>
  page.locator('header nav').getByRole('link', { name, exact: true })

/** The headings of the pages in `<main>`, in order, and whether each is shown. */
const pagesInMain = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#main h1')].map((h1) => ({
      text: h1.textContent,
      isShown: h1.checkVisibility(),
    })),
  )

/**
 * What comes over the network from now on (the browser's own count, CDP): `fetchedUntil()`, each
 * file asked for until then, its path and bytes, once it has come; a file served from the
 * browser's cache costs none and is not listed. (The new page view's own fetches ahead, for its
 * links, come after.)
 */
async function watchNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const paths = new Map<string, string>()
  const fetched: { id: string; path: string; bytes: number }[] = []
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) =>
    paths.set(requestId, new URL(request.url).pathname),
  )
  const done = new Set<string>()
  cdp.on('Network.loadingFailed', ({ requestId }) => done.add(requestId))
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    done.add(requestId)
    if (encodedDataLength > 0)
      fetched.push({ id: requestId, path: paths.get(requestId)!, bytes: encodedDataLength })
  })
  return {
    /** the files asked for until now, once they have all come */
    fetchedUntil: () => {
      const asked = [...paths.keys()]
      return async () => {
        await expect.poll(() => asked.every((id) => done.has(id))).toBe(true)
        return fetched
          .filter(({ id }) => asked.includes(id))
          .map(({ path, bytes }) => ({ path, bytes }))
      }
    },
  }
}

test('a pointer resting on a link renders its page ahead, hidden; the click reveals it with nothing more fetched', async ({
  page,
}) => {
  await openHome(page)
  const title = await page.title()
  await navLink(page, 'About').hover()
  await expect.poll(() => pagesInMain(page)).toContainEqual({ text: ABOUT_H1, isShown: false })
  expect((await pagesInMain(page)).filter((p) => p.isShown)).toHaveLength(1)
  // hidden: outside the accessibility tree, and nothing of it has run
  await expect(page.getByRole('heading', { name: ABOUT_H1 })).toHaveCount(0)
  expect(await page.title()).toBe(title)
  await expect(page.locator('#route-announcer')).toHaveText('')
  // a mark on the page rendered ahead: the click reveals that page, not one mounted afresh
  await page
    .locator('#main h1', { hasText: ABOUT_H1 })
    .evaluate((h1) => h1.setAttribute('data-rendered-ahead', ''))

  const network = await watchNetwork(page)
  await navLink(page, 'About').click()
  await expect(pageHeading(page)).toHaveText(ABOUT_H1)
  const fetched = network.fetchedUntil()
  await expect(pageHeading(page)).toHaveAttribute('data-rendered-ahead', '')
  await expect(pageHeading(page)).toBeFocused()
  await expect(page).toHaveTitle(/About/)
  await expect(page.locator('#route-announcer')).toHaveText(await page.title())
  // its code, copy and every band came before the tap; the favicon comes from the cache (only the
  // new page's pictures in view, which a hidden page does not fetch, come now)
  expect((await fetched()).filter(({ path }) => !path.startsWith('/art/'))).toEqual([])
})

test('a pointer coming over a link whose page was fetched when idle renders it ahead at once, fetching nothing of its bands', async ({
  page,
}) => {
  const fetchedWhenIdle = page.waitForResponse((response) =>
    chunkFile('AboutPage').test(new URL(response.url()).pathname),
  )
  await openHome(page)
  await fetchedWhenIdle
  const network = await watchNetwork(page)
  // the pointer comes over the link on its way elsewhere: over and out, no rest
  await navLink(page, 'About').evaluate((link) => {
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    link.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }))
  })
  await expect.poll(() => pagesInMain(page)).toContainEqual({ text: ABOUT_H1, isShown: false })
  // two idle periods: a hidden page's work is done, and nothing came for it (its team band's code
  // waits for a rest, a press or the page showing)
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve))
  })
  const fetched = await network.fetchedUntil()()
  expect(fetched.filter(({ path }) => path.startsWith('/assets/'))).toEqual([])
})

test('keyboard focus on a link renders its page ahead; Enter reveals it', async ({ page }) => {
  await openHome(page)
  await navLink(page, 'Projects').focus()
  await expect.poll(() => pagesInMain(page)).toContainEqual({ text: CASES_H1, isShown: false })
  await page.keyboard.press('Enter')
  await expect(pageHeading(page)).toHaveText(CASES_H1)
  await expect(pageHeading(page)).toBeFocused()
  // the page that was left is gone, and the new one alone is in <main>
  expect(await pagesInMain(page)).toEqual([{ text: CASES_H1, isShown: true }])
})

test(`at most ${PAGES_AHEAD_MAX} pages are held ahead, the oldest guess let go; wrong guesses run nothing`, async ({
  page,
}) => {
  await openHome(page)
  const title = await page.title()
  /** The headings of the pages held ahead, the latest guess first. */
  const held = async () => (await pagesInMain(page)).filter((p) => !p.isShown).map((p) => p.text)
  const guesses = [
    { link: 'About', h1: ABOUT_H1 },
    { link: 'Projects', h1: CASES_H1 },
    { link: 'Contacts', h1: CONTACTS_H1 },
  ]
  for (const [index, { link }] of guesses.entries()) {
    await navLink(page, link).hover()
    // each guess rendered ahead before the next, at most PAGES_AHEAD_MAX of them
    const expected = guesses
      .slice(0, index + 1)
      .reverse()
      .slice(0, PAGES_AHEAD_MAX)
      .map((g) => g.h1)
    await expect.poll(held).toEqual(expected)
  }
  await page.mouse.move(640, 500)
  expect((await pagesInMain(page)).filter((p) => p.isShown)).toHaveLength(1)
  expect(await held()).not.toContain(ABOUT_H1)
  // nothing of the hidden pages ran: the title, the announcer and the focus are the home page's
  expect(await page.title()).toBe(title)
  await expect(page.locator('#route-announcer')).toHaveText('')
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
})

test('on Save-Data nothing is rendered ahead; the tap still goes there', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    })
  })
  await openHome(page)
  await navLink(page, 'About').hover()
  await navLink(page, 'About').focus()
  // a whole idle period after the intent: its fetch and render would have come by now
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  expect(await pagesInMain(page)).toHaveLength(1)
  await navLink(page, 'About').click()
  await expect(pageHeading(page)).toHaveText(ABOUT_H1)
})
