import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'
import { settleScroll } from '../shared/scrollChecks'
import { swipe } from './touch'

test.use({ viewport: { width: 375, height: 740 } })

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
/** The page's overflow as the scroll-lock rule sets it (`html:has(dialog:modal)`, index.css). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflowY)

/** A visitor's scroll over the overlay, by wheel and by finger (the browser scrolls after it). */
async function scrollByVisitor(page: Page) {
  await page.mouse.move(20, 400)
  await page.mouse.wheel(0, 600)
  await swipe(page, page.locator('body'), 0, -300)
}

test('the mobile menu at 375 px: burger, overlay, Services submenu, languages, socials, Escape', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const burger = page.getByRole('button', { name: 'Open menu' })
  // the burger points at the menu's dialog, which the browser opens (no aria-expanded on a
  // button with a command: the dialog is modal, and HTML forbids the pair)
  await expect(burger).toHaveAttribute('commandfor', 'site-menu')
  await burger.tap()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused()

  const toggle = dialog.getByRole('button', { name: 'Show services' })
  await expect(dialog.getByRole('link', { name: 'AI solutions' })).toBeHidden()
  await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog.getByRole('link', { name: 'AI solutions' })).toBeVisible()
  await toggle.tap()
  await expect(dialog.getByRole('link', { name: 'AI solutions' })).toBeHidden()

  for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
    await expect(dialog.getByRole('link', { name })).toBeVisible()
  }
  await expect(dialog.getByRole('list', { name: 'Language' }).getByRole('link')).toHaveCount(3)
  await expect(dialog.getByRole('link', { name: /^Login/ })).toHaveAttribute('target', '_blank')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(burger).toBeFocused()

  // the overlay closes it too, and a link navigates and closes it
  await burger.tap()
  await page.getByTestId('menu-overlay').tap({ position: { x: 10, y: 300 } })
  await expect(dialog).toBeHidden()
  await burger.tap()
  await dialog.getByRole('link', { name: 'Contacts' }).tap()
  await expect(page).toHaveURL('/contacts')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch with Us')
})

// Each test below is one short journey with few round trips to the browser: under a loaded CI
// machine (two cores, other suites beside it) every protocol call can take a second, and one
// long journey of ~40 calls ran past the 30 s timeout (a flake seen in a fresh-clone run).
test('the mobile menu is a native modal dialog: inert page, Tab kept inside, Escape, focus back', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  const burger = page.getByRole('button', { name: 'Open menu' })
  await burger.tap()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true)

  // the header behind is inert: no Tab reaches it, and it cannot even be focused by script.
  // Where each Tab lands is recorded in the page, and read once
  const stops = await dialog.evaluate((el) => {
    const w = window as unknown as { focusOutside: string[] }
    w.focusOutside = []
    document.addEventListener('focusin', (event) => {
      if (!el.contains(event.target as Node)) w.focusOutside.push(String(event.target))
    })
    return [...el.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (e) => e.getClientRects().length > 0,
    ).length
  })
  for (let i = 0; i < stops + 2; i++) await page.keyboard.press('Tab')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab')
  expect(
    await dialog.evaluate((el) => {
      document.querySelector<HTMLElement>('header a[href]')?.focus()
      return {
        outside: (window as unknown as { focusOutside: string[] }).focusOutside,
        isFocusInside: el.contains(document.activeElement),
      }
    }),
  ).toEqual({ outside: [], isFocusInside: true })

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(burger).toBeFocused()
})

test("the mobile menu locks the page's scroll while open, keeps the place, and closes past the phone layout", async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.evaluate(() => window.scrollTo(0, 400))
  const burger = page.getByRole('button', { name: 'Open menu' })
  await burger.tap()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()

  // the page behind does not scroll while the menu is open
  const y = await scrollY(page)
  expect(y).toBeGreaterThan(0)
  expect(await pageOverflow(page)).toBe('hidden')
  await scrollByVisitor(page)
  // the page at rest: where the wheel and the finger would have scrolled it, it has not moved
  expect(await page.evaluate(settleScroll)).toBe(y)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await scrollY(page)).toBe(y)
  expect(await pageOverflow(page)).not.toBe('hidden')
  await scrollByVisitor(page)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y)
  // the swipe's fling runs on: a tap during it only stops it (a browser's rule), so the next tap
  // waits for the page to come to rest
  await page.evaluate(settleScroll)

  // past the phone layout (a large phone turned sideways) the hidden menu closes, the page is free
  await burger.tap()
  await expect(dialog).toBeVisible()
  await page.setViewportSize({ width: 900, height: 400 })
  await expect(page.locator('dialog[open]')).toHaveCount(0)
  expect(await pageOverflow(page)).not.toBe('hidden')
})
