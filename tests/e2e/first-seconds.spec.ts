import { expect, test, type Page } from '@playwright/test'
import { loadingContent } from '../../src/content/loading'
import { delayAppScripts, isAppHydrated, openPainted, slowCpu } from './early'
import {
  alerts,
  captureAlerts,
  chunkFile,
  outbox,
  readDown,
  unhydratedControls,
  waitForHydration,
  waitForScreen,
} from './support'

// The first seconds of a visit as a visitor lives them: the app hydrates without
// moving the page, a part whose code fails to load never blanks it, and a tester's paused clock
// does not stop the page from hydrating.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const hydrated = (page: Page) =>
  expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 15_000 })
const copy = loadingContent.en
/** The parts of the page on screen that the app has not hydrated yet. */
const unhydratedOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-hydrates]:not([data-hydrated])')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  )

test.describe('hydration keeps the visitor’s place', () => {
  test('scrolled to 1500 px while the page loads: still there once the app has hydrated', async ({
    page,
  }) => {
    await slowCpu(page)
    const app = await delayAppScripts(page, 20_000)
    await openPainted(page, '/')
    await page.evaluate(() => window.scrollTo(0, 1500))
    expect(await isAppHydrated(page)).toBe(false)
    app.release()
    await hydrated(page)
    // what is on screen there hydrates (the bands further down wait for the visitor)
    await expect.poll(() => unhydratedOnScreen(page), { timeout: 15_000 }).toEqual([])
    expect(await scrollY(page)).toBe(1500)
  })

  test('opened at /#contact: the contact band is still on screen once the app has hydrated', async ({
    page,
  }) => {
    await slowCpu(page)
    const app = await delayAppScripts(page, 20_000)
    await openPainted(page, '/#contact')
    expect(await isAppHydrated(page)).toBe(false)
    // (the browser's scroll to the anchor comes with the load event, which waits for the
    // preloaded scripts)
    app.release()
    const contact = page.locator('#contact')
    await expect(contact).toBeInViewport()
    await hydrated(page)
    await expect.poll(() => unhydratedOnScreen(page), { timeout: 15_000 }).toEqual([])
    await expect(page.locator('#contact[data-hydrated]')).toHaveCount(1)
    await expect(contact).toBeInViewport()
    expect(await scrollY(page)).toBeGreaterThan(1000)
    expect(await contact.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200)
  })

  test('reloaded at 1800 px: the browser’s restored place is kept after hydration', async ({
    page,
  }) => {
    await page.goto('/about-us')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 1800))
    await expect.poll(() => scrollY(page)).toBe(1800)
    await page.reload({ waitUntil: 'domcontentloaded' })
    await hydrated(page)
    await waitForScreen(page)
    expect(await scrollY(page)).toBe(1800)
  })

  test('a route change still lands at the top at once', async ({ page }) => {
    await page.goto('/about-us')
    await waitForHydration(page)
    await page.locator('footer').scrollIntoViewIfNeeded()
    expect(await scrollY(page)).toBeGreaterThan(1000)
    await page.locator('footer').getByRole('link', { name: 'Contacts', exact: true }).click()
    await expect(page).toHaveURL(/\/contacts$/)
    // the new page shows (its chunk may still be on its way: the old page stays until then) at
    // the top: the scroll happens in the same commit, before the browser paints it
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Get in Touch')
    expect(await scrollY(page)).toBe(0)
  })
})

test.describe('a part whose code fails to load never blanks the page', () => {
  test('a band whose chunk fails keeps its painted HTML, with a status and a reload button before it; the rest of the page works', async ({
    page,
  }) => {
    await captureAlerts(page)
    await page.route(chunkFile('FeaturedProjectsSection'), (route) => route.abort())
    await page.goto('/')
    await hydrated(page)
    const band = page.locator('#projects')
    const painted = await band.textContent()
    // the band's code is asked for as the visitor nears it
    await band.scrollIntoViewIfNeeded()
    const status = page.getByRole('status').filter({ hasText: copy.loadFailed })
    await expect(status).toBeVisible()
    await expect(status.getByRole('button', { name: copy.reload })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(await band.textContent()).toBe(painted)
    await expect(band.getByRole('heading', { level: 2 })).toBeVisible()
    // the bands after it hydrate and work
    await readDown(page)
    await expect
      .poll(() => unhydratedControls(page, '#testimonials, #contact, form'), { timeout: 10_000 })
      .toEqual([])
    await page.locator('#main > section').first().getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('a chunk that fails once is fetched again, and its band hydrates', async ({ page }) => {
    // (its second request: at its own address or the retry's, tests/e2e/retry.spec.ts)
    let failures = 0
    await page.route(chunkFile('FeaturedProjectsSection'), (route) =>
      failures++ === 0
        ? route.fulfill({ status: 500, body: 'deploy in progress' })
        : route.continue(),
    )
    await page.goto('/')
    await waitForHydration(page)
    expect(failures).toBe(2)
    await expect(page.locator('#projects[data-hydrated]')).toHaveCount(1)
  })

  test('a page whose chunk fails on a client-side navigation is loaded whole: /about-us is read as prerendered, with the status', async ({
    page,
  }) => {
    await page.route(chunkFile('AboutPage'), (route) => route.abort())
    await page.goto('/')
    await waitForHydration(page)
    const load = page.waitForRequest(
      (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/about-us',
    )
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
    await load
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: copy.loadFailed })).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
    // the frame still works: its links load their pages whole
    await page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Get in Touch')
  })
})

test('under a paused fake clock the page hydrates, the popup opens and the newsletter is sent', async ({
  page,
}) => {
  await captureAlerts(page)
  await page.clock.install({ time: new Date('2026-11-25T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-25T09:00:01Z'))
  await page.goto('/')
  await hydrated(page)
  await readDown(page)
  await expect.poll(() => unhydratedControls(page), { timeout: 15_000 }).toEqual([])
  await page.locator('#main > section').first().getByRole('button').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  const email = `paused-clock.${Date.now()}@example.lv`
  const form = page.locator('form[data-form="newsletter"]')
  await form.getByRole('textbox').fill(email)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => alerts(page)).toEqual(['Thank you for subscribing to our newsletter!'])
  expect((await outbox(page)).filter((m) => m.template_params.email === email)).toHaveLength(1)
})
