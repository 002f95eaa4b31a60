import { expect, test, type Page } from '@playwright/test'
import { homeFirst } from '../../src/content/home/en.first'
import { loadingContent } from '../../src/content/loading'
import { chunkFile, waitForHydration } from './support'

// docs/painted-stays.md "What is painted stays": a page or band whose code fails (after its
// retry, under another address) keeps its prerendered HTML exactly as painted: readable, its links plain links (a full
// page load), its dialogs opening from the platform, a short status with a reload button beside
// it. A navigation whose code fails loads its address whole.

const copy = loadingContent.en
const FOOTER_TAGLINE = 'AI employees, chatbots and automation that pay for themselves.'

/**
 * Every request for the chunk is held until `release()`, then aborted (as on a flaky line, behind
 * a content blocker, or at a stale edge after a deploy); `count` is how many were asked for.
 */
async function holdThenFail(page: Page, name: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const failed = { count: 0 }
  await page.route(chunkFile(name), async (route) => {
    failed.count++
    await released
    await route.abort()
  })
  return { failed, release }
}

/** The text of `<main>` as painted (the status line, which the app adds, left out). */
const mainText = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement
    main.querySelectorAll('[data-delivery-status]').forEach((status) => status.remove())
    return main.textContent!.replace(/\s+/g, ' ').trim()
  })

/** The status line beside a part that could not load. */
const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: copy.loadFailed })

/** Waits for the browser to load `path` as a whole document (not a navigation of the app). */
const documentLoad = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === path,
  )

/** A page of each kind, its own code's chunk and the start of its heading. */
const PAGE_KINDS = [
  { path: '/', page: 'HomePage', h1: homeFirst.hero.title },
  { path: '/services', page: 'ServicesPage', h1: 'Three ways we make' },
  { path: '/contacts', page: 'ContactsPage', h1: 'Get in Touch' },
  { path: '/about-us', page: 'AboutPage', h1: 'We build AI' },
  { path: '/cases', page: 'CaseListPage', h1: 'Our projects' },
  { path: '/cases/medical-clinic-chatbot', page: 'CaseDetailPage', h1: 'Clinic' },
]

test.describe('a page whose own code fails on the first visit', () => {
  for (const { path, page: name, h1 } of PAGE_KINDS.filter((p) => p.path !== '/about-us')) {
    test(`“${copy.loadFailed}” beside ${path} as painted: its text, h1, plain links and dialogs stay (${name} failing)`, async ({
      page,
    }) => {
      const pageChunk = await holdThenFail(page, name)
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const painted = await mainText(page)
      expect(painted.length).toBeGreaterThan(300)
      pageChunk.release()

      const status = statusLine(page)
      await expect(status).toBeVisible()
      await expect(status.getByRole('button', { name: copy.reload })).toBeVisible()
      // tried twice, then the document is left as it is: not hydrated, nothing taken away
      expect(pageChunk.failed.count).toBeGreaterThanOrEqual(2)
      await expect(page.locator('#root[data-delivery-failed]')).toHaveCount(1)
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(0)
      expect(await mainText(page)).toBe(painted)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(h1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)

      // its dialogs open and close from the platform
      await page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).hover()
      const opener = page.locator('#main [commandfor]').first()
      if ((await opener.count()) > 0) {
        await opener.click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
      }

      // its links are plain links: the browser loads the next page whole
      const target = path === '/about-us' ? '/contacts' : '/about-us'
      const load = documentLoad(page, target)
      await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
      await load
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
    })
  }
})

// Every word stays in the page at a phone's width and a desktop's: `<main>`'s text, not its
// rendered text (a band below the viewport is skipped by `content-visibility: auto` until the
// visitor nears it, so `innerText` leaves it out; the status line moving it further down is no loss)
for (const width of [1280, 390])
  test.describe(`at ${width} px, a page whose own code fails keeps every word`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const { path, page: name, h1 } of PAGE_KINDS) {
      test(`${path} (${name} failing)`, async ({ page }) => {
        const pageChunk = await holdThenFail(page, name)
        await page.goto(path, { waitUntil: 'domcontentloaded' })
        const painted = await mainText(page)
        expect(painted.length).toBeGreaterThan(300)
        pageChunk.release()
        await expect(statusLine(page)).toBeVisible()
        await expect(page.locator('#root[data-delivery-failed]')).toHaveCount(1)
        expect(await mainText(page)).toBe(painted)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(h1)
      })
    }
  })

test('“This part of the page could not load.” before the home page’s bands below the fold when their code fails: every word painted stays', async ({
  page,
}) => {
  const rest = await holdThenFail(page, 'HomeRest')
  await page.goto('/')
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  const painted = await mainText(page)
  rest.release()
  // the bands' code is asked for as the visitor nears them
  await page.locator('#services').scrollIntoViewIfNeeded()
  const status = statusLine(page)
  await expect(status).toBeVisible()
  expect(rest.failed.count).toBeGreaterThanOrEqual(2)
  expect(await mainText(page)).toBe(painted)
  // beside the bands, never over them: the status comes before the first of them in the page
  const isBefore = await page.evaluate(() => {
    const status = document.querySelector('[data-delivery-status]')!
    const services = document.getElementById('services')!
    return !!(status.compareDocumentPosition(services) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  expect(isBefore).toBe(true)
  await expect(page.locator('#services')).toContainText('AI Solutions')
  await expect(page.locator('#testimonials')).toBeAttached()
  // the first screen is the app's and works
  await page.getByRole('button', { name: homeFirst.hero.primaryCta }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  // a link inside the site now loads its page whole
  const load = documentLoad(page, '/contacts')
  await page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).click()
  await load
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Get in Touch')
})

test('a navigation whose page code fails loads its address whole: /services is read in full, with no notice in its place', async ({
  page,
}) => {
  await page.route(chunkFile('ServicesPage'), (route) => route.abort())
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  const load = documentLoad(page, '/services')
  // by keyboard: a mouse over "Services" opens its dropdown, and a click while it is open closes
  // it instead of navigating (docs/product.md "Sliders, rotation, motion"); a loaded machine let it open first
  await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).focus()
  await page.keyboard.press('Enter')
  await load
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Three ways we make')
  // the page as prerendered, with the status beside it (its code still fails)
  await expect(statusLine(page)).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect((await mainText(page)).length).toBeGreaterThan(300)
})

test('“AI employees, chatbots and automation…” stays in the footer when its code fails, and the next page loads whole instead of hanging', async ({
  page,
}) => {
  const footer = await holdThenFail(page, 'Footer')
  await page.goto('/about-us')
  // the footer's code is held: the frame is not all here until it fails
  await waitForHydration(page, { belowFold: false, frameCode: false })
  footer.release()
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.locator('#root[data-delivery-failed]')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toContainText(FOOTER_TAGLINE)
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ).toBeVisible()
  const load = documentLoad(page, '/contacts')
  await page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).click()
  await load
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Get in Touch')
})

test('the booking form stays in its dialog when its code fails: what is typed is kept and the dialog closes', async ({
  page,
}) => {
  const card = await holdThenFail(page, 'BookingCard')
  await page.goto('/')
  // the card's code is held: the frame is not all here until it fails
  await waitForHydration(page, { belowFold: false, frameCode: false })
  card.release()
  await page.getByRole('button', { name: homeFirst.hero.primaryCta }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(page.locator('#root[data-delivery-failed]')).toHaveCount(1)
  const name = dialog.getByRole('textbox').first()
  await name.fill('Anna Ozola')
  await expect(name).toHaveValue('Anna Ozola')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: homeFirst.hero.primaryCta }).first().click()
  await expect(dialog.getByRole('textbox').first()).toHaveValue('Anna Ozola')
})
