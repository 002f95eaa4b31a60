import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ALL_PATHS, waitForHydration } from './support'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return results.violations.map(
    (v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
  )
}

for (const width of [375, 768, 1280]) {
  test(`axe finds no WCAG 2.2 A/AA violation on any route at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width, height: 900 })
    for (const path of ALL_PATHS) {
      await page.goto(path)
      await waitForHydration(page)
      expect(await violations(page), `${path} at ${width} px`).toEqual([])
    }
  })
}

test('axe finds no violation with a popup open or the mobile menu open', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('button', { name: 'Get started', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violations(page), 'booking popup').toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('main').getByRole('button', { name: 'Consultation', exact: true }).click()
  expect(await violations(page), 'consultation popup').toEqual([])
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(await violations(page), 'mobile menu').toEqual([])
})

test('label in name: every control is named starting from the text it shows (WCAG 2.5.3)', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const mismatches = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('a, button, [role="button"], [role="tab"]')]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => ({
          shown: (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          name: element.getAttribute('aria-label') ?? '',
        }))
        .filter(
          ({ shown, name }) => name && shown && !name.toLowerCase().startsWith(shown.toLowerCase()),
        ),
    )
  for (const path of ['/', '/lv', '/ru', '/about-us', '/contacts', '/cases/energy-sector-ai']) {
    for (const width of [1280, 900]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await waitForHydration(page, { belowFold: false })
      expect(await mismatches(), `${path} at ${width} px`).toEqual([])
      // the Login link: only its icon shows on tablets, and its name still starts with Login
      const login = page.getByRole('banner').getByRole('link', { name: /^(Login|Ieiet|Войти)/ })
      await expect(login).toHaveCount(1)
    }
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(path)
    await waitForHydration(page, { belowFold: false })
    // the burger: the button that opens the menu's dialog
    await page.getByRole('banner').locator('button[commandfor="site-menu"]').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await mismatches(), `${path} menu`).toEqual([])
  }
})
