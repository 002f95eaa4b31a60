import { expect, test, type Page } from '@playwright/test'
import {
  PARTNER_FADE_CLEAR_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
} from '../../src/config/constants'
import { run, waitForPart } from './clock'
import { unhydratedControls } from './support'

// What a first visit downloads: the first screen's code, and a band's code as the
// visitor nears it; another language's copy only on a switch; framer-motion's feature set only
// with a band that needs it. On a phone's screen, with touch.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

// What the page fetches for itself: the next pages' code that the links in view fetch when the page
// is idle (README "Moving through the site", with a budget of its own and tests of its own,
// moving.spec.ts) is off, as for a visitor with Save-Data on
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    })
  })
})

/** The code of the bands below the first screen, of framer-motion's feature set, and lv/ru copy. */
const BAND_CHUNK =
  /\/assets\/(FeaturedProjectsSection|IndustriesStackSection|IndustriesSliderSection|TestimonialsSection|AboutCardsSection)-[\w-]+\.js$/
const MOTION_FEATURES_CHUNK = /\/assets\/(features|MotionProvider|MotionConfigContext)-[\w-]+\.js$/
const OTHER_LANGUAGE_CHUNK = /\/assets\/(lv|ru)(\.first)?-[\w-]+\.js$/
/** The code of the parts outside <main>: the dialogs' cards, their form and e-mail client, the footer. */
const FRAME_CHUNK = /\/assets\/(BookingCard|ConsultationCard|MobileMenu|Footer|email)-[\w-]+\.js$/
/** The fade's code: the last a first visit fetches, when the page has gone idle after hydrating. */
const FADE_CHUNK = /\/assets\/fade-[\w-]+\.js$/

/** Every script the page asks for from now on. */
function recordScripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url())
  })
  return urls
}

/**
 * Waits until the page has done what its load starts: the fade's code is fetched when the browser
 * is idle after hydration (hooks/useFade.ts), after every part that load asked for.
 */
const whenIdle = (scripts: string[]) =>
  expect.poll(() => scripts.some((url) => FADE_CHUNK.test(url))).toBe(true)

const hydrated = (page: Page) => expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test('a phone visitor who does not scroll downloads no band below the first screen, no Latvian or Russian copy, no framer-motion feature set and no code of the closed dialogs or the footer', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  await hydrated(page)
  await whenIdle(scripts)
  expect(scripts.length).toBeGreaterThan(5)
  expect(scripts.filter((url) => BAND_CHUNK.test(url))).toEqual([])
  expect(scripts.filter((url) => MOTION_FEATURES_CHUNK.test(url))).toEqual([])
  expect(scripts.filter((url) => OTHER_LANGUAGE_CHUNK.test(url))).toEqual([])
  expect(scripts.filter((url) => FRAME_CHUNK.test(url))).toEqual([])
  // the bands down there are the prerendered HTML, in place
  await expect(page.locator('#testimonials')).toBeAttached()
  expect(await unhydratedControls(page, '#testimonials')).not.toEqual([])
})

test('scrolling to the testimonials fetches their code and hydrates them, and a dot shows its client', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  await hydrated(page)
  const testimonials = page.locator('#testimonials')
  await testimonials.scrollIntoViewIfNeeded()
  await expect(testimonials).toHaveAttribute('data-hydrated', '')
  expect(scripts.some((url) => /\/TestimonialsSection-/.test(url))).toBe(true)
  const dot = testimonials.getByRole('button').filter({ visible: true }).nth(1)
  await expect(dot).not.toHaveAttribute('aria-current', 'true')
  await dot.click()
  await expect(dot).toHaveAttribute('aria-current', 'true')
})

test('/#contact lands on the contact band, hydrated, and its button opens the booking form', async ({
  page,
}) => {
  await page.goto('/#contact')
  const contact = page.locator('#contact')
  await expect(contact).toHaveAttribute('data-hydrated', '')
  await expect(contact).toBeInViewport()
  await contact.getByRole('button').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the projects band the visitor jumped straight to loads and hydrates where it lands', async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => document.getElementById('projects')!.scrollIntoView())
  await expect(page.locator('#projects')).toHaveAttribute('data-hydrated', '')
})

test('a click on a band far below that it has not neared (a screen reader’s) loads it at once and is replayed', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  await hydrated(page)
  await whenIdle(scripts)
  const testimonials = page.locator('#testimonials')
  expect(await unhydratedControls(page, '#testimonials')).not.toEqual([])
  // the second dot, clicked where it is, off screen: held by the capture, which asks for the band
  const dot = testimonials.getByRole('button').filter({ visible: true }).nth(1)
  await dot.evaluate((button: HTMLElement) => button.click())
  await expect(testimonials).toHaveAttribute('data-hydrated', '', { timeout: 5000 })
  await expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 5000 })
  expect(await scrollY(page)).toBe(0)
})

test('keyboard focus moved into a band far below loads it without a scroll', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  await hydrated(page)
  await whenIdle(scripts)
  await page
    .locator('#testimonials')
    .getByRole('button')
    .filter({ visible: true })
    .first()
    .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }))
  await expect(page.locator('#testimonials')).toHaveAttribute('data-hydrated', '')
  expect(await scrollY(page)).toBe(0)
})

test('the partner strip rotates at 5 s on the page’s clock, and framer-motion fades it out and back in', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-03-02T09:00:10Z'))
  await page.goto('/')
  await hydrated(page)
  const strip = page.getByRole('list', { name: /partner|trusted/i })
  // the strip's own code comes as the page hydrates: its timers start when it has (a clock run
  // before would start them late)
  await waitForPart(strip)
  const opacity = () => strip.evaluate((list) => Number(getComputedStyle(list).opacity))
  // the fade's code comes after the first screen, when the page is idle
  await run(page, 1000)
  await whenIdle(scripts)
  // its module run, and the strip given it (the page's import answers once the app's has)
  const fadeUrl = scripts.find((url) => FADE_CHUNK.test(url))!
  await page.evaluate((url) => import(url).then(() => undefined), fadeUrl)
  expect(scripts.filter((url) => MOTION_FEATURES_CHUNK.test(url))).toEqual([])
  await run(page, PARTNER_ROTATION_MS - 1000 - 1)
  await expect(strip).not.toHaveAttribute('data-fading')
  expect(await opacity()).toBe(1)
  await run(page, 1)
  // the flag on the clock; the fade drawn by the browser in its own time
  await expect(strip).toHaveAttribute('data-fading', '')
  await expect.poll(opacity).toBeLessThan(0.05)
  await expect(strip).toHaveAttribute('data-set', '0')
  await run(page, PARTNER_FADE_MS)
  await expect(strip).toHaveAttribute('data-set', '1')
  await run(page, PARTNER_FADE_CLEAR_MS)
  await expect(strip).not.toHaveAttribute('data-fading')
  await expect.poll(opacity).toBe(1)
})

// the parts outside <main> outlive a navigation, which would wait for them to hydrate: a tap
// before they all have their code is a full load of the address (lib/moving/navigation.ts)
/** The path the document itself was loaded with (a full load's, not a navigation inside the app). */
const documentPath = (page: Page) =>
  page.evaluate(
    () =>
      new URL(performance.getEntriesByType('navigation')[0]?.name ?? '', location.href).pathname,
  )

test('About, tapped in the phone menu before the footer or the popups have any code, loads the about page whole, with the visitor’s year in its footer', async ({
  page,
}) => {
  const year = new Date().getFullYear() + 2
  await page.clock.install({ time: new Date(`${year}-05-04T10:00:00Z`) })
  const scripts = recordScripts(page)
  await page.goto('/')
  await hydrated(page)
  await whenIdle(scripts)
  expect(scripts.filter((url) => /\/assets\/(BookingCard|Footer)-/.test(url))).toEqual([])
  await page.getByRole('button', { name: 'Open menu' }).tap()
  const menu = page.getByRole('dialog', { name: /menu/i })
  await menu.getByRole('link', { name: 'About', exact: true }).tap()
  await expect(page).toHaveURL(/\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'We build AI that earns its place in your business',
  )
  await expect(menu).toBeHidden()
  expect(await documentPath(page)).toBe('/about-us')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer).toContainText(`© ${year} `)
})

test('Get in Touch with Us: the Contacts link clicked by a screen reader (a click with no pointer or focus before it) opens the contacts page; back home, Get started opens the booking form, hydrated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const scripts = recordScripts(page)
  await page.goto('/')
  await hydrated(page)
  await whenIdle(scripts)
  expect(scripts.filter((url) => FRAME_CHUNK.test(url))).toEqual([])
  // no pointer, hover or focus first: nothing asked for the frame's code, so the click loads the
  // address whole (a navigation inside the app would wait for all of it)
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Contacts' })
    .evaluate((link: HTMLElement) => link.click())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch with Us')
  // the frame's code was not here: the address loaded whole
  expect(await documentPath(page)).toBe('/contacts')
  await page.goBack()
  await page.getByRole('button', { name: 'Get started' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('form')).toHaveAttribute('data-hydrated', '')
})
