import { expect, test, type Page } from '@playwright/test'
import type {
  AiChatbotsPageContent,
  ItSolutionsPageContent,
  ServicesPageContent,
} from '../../src/content/types'
import { aiChatbotsContent as aiChatbotsData } from '../../src/content/aiChatbots'
import { caseLabels } from '../../src/content/caseLabels'
import { energySectorAi } from '../../src/content/cases/energy-sector-ai'
import { NAV_SCROLL_TOP_DELAY_MS } from '../../src/config/constants'
import { site } from '../../src/config/site'
import { contactsContent } from '../../src/content/contacts'
import { homeContent as en } from '../../src/content/home/en'
import { itSolutionsContent as itSolutionsData } from '../../src/content/itSolutions'
import { privacyPolicy } from '../../src/content/legal/privacy'
import { servicesContent as servicesData } from '../../src/content/services'
import { ALL_PATHS, expectNothingFor, waitForHydration } from './support'

// read through the declared types (an optional title is read as such)
const itSolutionsContent: ItSolutionsPageContent = itSolutionsData
const servicesContent: ServicesPageContent = servicesData
const aiChatbotsContent: AiChatbotsPageContent = aiChatbotsData

const headings = async (page: Page) => {
  // bands below the first (and a legal document's parts) skip rendering until scrolled near
  // (content-visibility), and a skipped heading has no rendered text: render them all, then read
  // what a visitor would see (through the CSSOM: the site's CSP rightly blocks an added <style>)
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('#main section')
      .forEach((band) => band.style.setProperty('content-visibility', 'visible', 'important')),
  )
  return (await page.locator('main h1:visible, main h2:visible').allInnerTexts()).map((t) =>
    t.trim(),
  )
}

test('the home page shows its sections in the order of docs/product.md', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  expect(await headings(page)).toEqual([
    'See the ROI. Then decide',
    'Our Services',
    en.features.title,
    en.projects.title,
    en.contact.title,
    en.industries.title,
    'What Our Clients Say About Us',
    'Leave us your email',
  ])
})

test('inner pages show their spec sections in order', async ({ page }) => {
  // every inner page in turn, each read down to its end until every band has hydrated: ~4 s a
  // page, more than the default 30 s for all of them together
  test.slow()
  const expectations: Record<string, Array<string | RegExp>> = {
    '/ai-solutions': [
      'Transform Your Business Operations with AI-Powered Automation Solutions',
      'Our Services',
      'The Hidden Costs Dragging Your Business Down',
      'Overcome Operational Challenges with AI',
      'Start Upgrading Your IT—No Hassle Required',
      'Visualize Your AI Transformation in Action',
      'Ready to Transform Your Business with AI?',
      'Explore the Details. Start Your AI Journey.',
      /./,
    ],
    '/consulting': [
      /./,
      'Transform Challenges into Opportunities with Expert AI Consulting',
      "Consulting Blind Spots: The Hidden Costs You Can't Ignore",
      'What Our Clients Say About Us',
      'Start Your AI Consulting Journey',
    ],
    '/services': [
      servicesContent.intro.title,
      servicesContent.solutions.title ?? '',
      servicesContent.portfolio.title,
      servicesContent.process.title,
    ],
    '/ai-chatbots': [
      aiChatbotsContent.hero.title,
      aiChatbotsContent.hiddenCosts.title,
      aiChatbotsContent.process.title,
      'Visualize Your AI Transformation in Action',
      'Ready to Transform Your Business with AI?',
      aiChatbotsContent.portfolio.title,
    ],
    '/it-solutions': [
      itSolutionsContent.hero.title,
      'Visualize Your AI Transformation in Action',
      'Explore the Details. Start Your AI Journey.',
      itSolutionsContent.transformation.title,
      itSolutionsContent.results.title ?? '',
      'Ready to Transform Your Business with AI?',
      itSolutionsContent.portfolio.title,
      itSolutionsContent.faq.title ?? '',
    ],
    '/contacts': [
      'Get in Touch with Us',
      contactsContent.details.title,
      contactsContent.form.title,
    ],
    '/cases/energy-sector-ai': [
      energySectorAi.title,
      energySectorAi.companyDescription.title,
      energySectorAi.solution.title,
      energySectorAi.benefits.title,
      caseLabels.consultation.title,
    ],
    '/privacy-policy': [
      'Privacy Policy',
      ...privacyPolicy.sections.map((section, i) => `${i + 1}. ${section.heading}`),
    ],
    '/about-us': [
      /./,
      'Guiding Principles and Our Purpose',
      'Our Journey: From Vision to Innovation',
      'People: The great minds behind our work',
      'Achievements That Set Us Apart',
    ],
  }
  for (const [path, expected] of Object.entries(expectations)) {
    await page.goto(path)
    await waitForHydration(page)
    const found = await headings(page)
    expect(found.length, path).toBe(expected.length)
    expected.forEach((e, i) =>
      expect(found[i], `${path} #${i}`).toMatch(
        typeof e === 'string' ? new RegExp(`^${e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : e,
      ),
    )
  }
})

test('breadcrumbs: ">>" separators hidden from screen readers, the current item plain text', async ({
  page,
}) => {
  await page.goto('/ai-solutions')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Main page>>',
    'Services>>',
    'AI Automation Solutions',
  ])
  await expect(crumbs.getByRole('link', { name: 'Main page' })).toHaveAttribute('href', '/')
  await expect(crumbs.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services')
  await expect(crumbs.getByText('AI Automation Solutions')).toHaveAttribute('aria-current', 'page')
  await page.goto('/it-solutions')
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').last(),
  ).toHaveText('IT Solutions')
  await page.goto('/cases/energy-sector-ai')
  const caseCrumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(caseCrumbs.getByRole('link', { name: 'Cases' })).toHaveAttribute('href', '/cases')
})

test('the 435 px substitutions apply at 375 px and not at 436 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/ai-solutions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'AI-Powered Automation Solutions',
    { useInnerText: true },
  )
  await page.goto('/consulting')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Expert AI Consulting for Real Results',
    { useInnerText: true },
  )
  await expect(page.getByText('Strategic AI Planning')).toBeVisible()
  await expect(page.getByText('Fast Implementation')).toBeVisible()
  await page.setViewportSize({ width: 436, height: 800 })
  await page.goto('/ai-solutions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Transform Your Business Operations with AI-Powered Automation Solutions',
    { useInnerText: true },
  )
  await page.goto('/consulting')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Expert AI Consulting for Real Results',
    { useInnerText: true },
  )
  await expect(page.getByText('Strategic AI Planning')).toBeHidden()
})

test('the IT solutions FAQ opens and closes by keyboard', async ({ page }) => {
  await page.goto('/it-solutions')
  await waitForHydration(page)
  for (const id of [
    'implementation-time',
    'system-compatibility',
    'security-measures',
    'ongoing-maintenance',
  ]) {
    const item = page.locator(`details#${id}`)
    await expect(item).not.toHaveAttribute('open', '')
    await item.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(item).toHaveAttribute('open', '')
    await expect(item.locator('p')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(item).not.toHaveAttribute('open', '')
  }
})

test('services: solution cards go by their type and land at the top', async ({ page }) => {
  await page.goto('/services')
  await waitForHydration(page)
  const targets = [
    ['AI Solutions', '/ai-solutions'],
    ['IT Solutions', '/it-solutions'],
    ['AI Consultation', '/consulting'],
  ] as const
  for (const [name, path] of targets) {
    await page.goto('/services')
    await waitForHydration(page)
    const heading = page.getByRole('heading', { level: 1 })
    const servicesHeading = await heading.textContent()
    await page.getByRole('link', { name: `View more: ${name}` }).click()
    await expect(page).toHaveURL(path)
    // the new page's heading (the address changes at the click, the page when React commits it):
    // at the top as it shows, and still there after the scroll to the top 100 ms later
    await expect(heading).not.toHaveText(servicesHeading ?? '')
    await expectNothingFor(page, NAV_SCROLL_TOP_DELAY_MS, async () =>
      expect(await page.evaluate(() => window.scrollY)).toBe(0),
    )
  }
})

test('/cases lists 12 cards with image, category, title, description and "View more"', async ({
  page,
}) => {
  await page.goto('/cases')
  const cards = page.locator('main ul > li').filter({ has: page.getByRole('link') })
  await expect(cards).toHaveCount(12)
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveAttribute('alt', /.+/)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/.+/)
    await expect(card).toContainText('View more')
  }
})

test('/contacts: the map is 550 high, lazy and titled, and loads only as the visitor nears it; phone and e-mail in the description', async ({
  page,
}) => {
  const mapRequests: string[] = []
  await page.route(`${new URL(site.mapEmbedUrl).origin}/**`, (route) => {
    mapRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' })
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/contacts')
  await waitForHydration(page, { belowFold: false })
  // the first screen goes without it: a link holds its place
  expect(mapRequests).toEqual([])
  const place = page.getByRole('link', { name: contactsContent.map.open })
  await expect(place).toHaveAttribute('href', site.mapEmbedUrl)
  await place.scrollIntoViewIfNeeded()
  const map = page.getByTitle(contactsContent.map.title)
  await expect(map).toHaveAttribute('src', site.mapEmbedUrl)
  await expect(map).toHaveAttribute('height', '550')
  await expect(map).toHaveAttribute('loading', 'lazy')
  await expect.poll(() => mapRequests).toEqual([site.mapEmbedUrl])
  expect((await map.boundingBox())?.height).toBe(550)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).toMatch(/\+\d/)
  expect(description).toMatch(/@/)
})

test.describe('where JavaScript does not run', () => {
  test.use({ javaScriptEnabled: false })

  test('/contacts shows the map: the iframe has its address, lazy and titled', async ({ page }) => {
    await page.goto('/contacts')
    const map = page.getByTitle(contactsContent.map.title)
    await expect(map).toHaveAttribute('src', site.mapEmbedUrl)
    await expect(map).toHaveAttribute('loading', 'lazy')
    await expect(map).toBeVisible()
    expect((await map.boundingBox())?.height).toBe(550)
  })
})

test('every image on every page loads and has alt text', async ({ page }) => {
  test.setTimeout(240_000)
  for (const path of ALL_PATHS) {
    await page.goto(path)
    await waitForHydration(page)
    // scroll through once so lazy images load: each step waits for a frame, or 250 ms when the
    // browser renders no frame (a tracing screencast throttles frames on a busy machine)
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await Promise.race([
          new Promise((resolve) => requestAnimationFrame(() => resolve(null))),
          new Promise((resolve) => setTimeout(resolve, 250)),
        ])
      }
    })
    const report = () =>
      page.evaluate(() => {
        const images = [...document.images]
          // off-page slides (inert) load when they are shown
          .filter((img) => img.getClientRects().length > 0 && !img.closest('[inert]'))
          .map((img) => ({
            img,
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt'),
            ok: img.complete && img.naturalWidth > 0,
          }))
        // a lazy image shown after the pass went by (the partner strip's next set, on its 5 s
        // timer) loads when it is in view again
        images.find((i) => !i.ok)?.img.scrollIntoView({ block: 'center' })
        return images.map(({ src, alt, ok }) => ({ src, alt, ok }))
      })
    await expect
      .poll(async () => (await report()).filter((i) => !i.ok).map((i) => i.src), { message: path })
      .toEqual([])
    for (const img of await report()) expect(img.alt, `${path}: ${img.src} has alt`).not.toBeNull()
  }
})

test('/lv and /ru show no English text besides names and brand words', async ({ page }) => {
  const englishStrings = new Set<string>()
  // people's names stay as they are in every language
  const NAME_KEYS = new Set(['name', 'testimonialAuthor'])
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (/[a-z]{4,}/i.test(value) && value.includes(' ')) englishStrings.add(value)
    } else if (value && typeof value === 'object') {
      Object.entries(value).forEach(([k, v]) => !NAME_KEYS.has(k) && collect(v))
    }
  }
  collect(en)
  for (const path of ['/lv', '/ru']) {
    await page.goto(path)
    await waitForHydration(page)
    const text = await page.locator('body').innerText()
    for (const s of englishStrings) expect(text, `${path} shows "${s}"`).not.toContain(s)
    for (const s of [
      'Services',
      'Projects',
      'About',
      'Contacts',
      'Privacy Policy',
      'Submit',
      'Get started',
      'View more',
    ]) {
      expect(
        text.split('\n').map((l) => l.trim()),
        `${path} shows "${s}"`,
      ).not.toContain(s)
    }
  }
})
