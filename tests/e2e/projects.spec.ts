import { expect, test, type Page } from '@playwright/test'
import { NAV_SCROLL_TOP_DELAY_MS, PROJECT_HOVER_INTENT_MS } from '../../src/config/constants'
import { settleScroll } from '../shared/scrollChecks'
import { expectNothingFor, waitForHydration } from './support'

/**
 * Waits until the page has come to rest and the hover it blocks while the page scrolls is free
 * again (the grid's `data-hover-blocked`, cleared 300 ms after the scroll stops): a `hover()` may
 * have scrolled, and a pointer resting meanwhile counts only once it moves again.
 */
async function waitForHoverRelease(page: Page) {
  await page.evaluate(settleScroll)
  await expect(page.locator('#projects [data-hover-blocked]')).toHaveCount(0)
}

test('desktop: hovering a project for 300 ms dims the others; the clinic has no hover; leaving clears', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/')
  await waitForHydration(page)
  const grid = page.locator('#projects')
  await grid.scrollIntoViewIfNeeded()
  await waitForHoverRelease(page)
  const card = (id: string) => grid.locator(`[data-project="${id}"]`)
  await card('marketing').hover()
  // hover is blocked while the page scrolls (hover() may scroll): the pointer moves again after
  await waitForHoverRelease(page)
  await card('marketing').hover({ position: { x: 40, y: 40 } })
  await expect(card('marketing')).toHaveAttribute('data-hovered', '')
  await expect(card('clinic')).toHaveAttribute('data-dimmed', '')
  await expect(card('travel')).toHaveAttribute('data-dimmed', '')
  await expect(card('marketing')).not.toHaveAttribute('data-dimmed', '')
  await page.mouse.move(5, 5)
  await expect(card('clinic')).not.toHaveAttribute('data-dimmed', '')
  await card('clinic').hover()
  await waitForHoverRelease(page)
  await card('clinic').hover({ position: { x: 40, y: 40 } })
  // where another card would be hovered by now, the clinic is not, and nothing dims
  await expectNothingFor(page, PROJECT_HOVER_INTENT_MS, async () => {
    await expect(card('clinic')).not.toHaveAttribute('data-hovered', '')
    await expect(card('travel')).not.toHaveAttribute('data-dimmed', '')
  })
  await expect(grid.getByRole('link', { name: /View Project/ })).toHaveCount(4)
  for (const link of await grid.getByRole('link', { name: /View Project/ }).all()) {
    await expect(link).toHaveAttribute('href', '/case-page')
  }
})

test('tablet: a tap expands a card and then shows its content; a second tap collapses it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 1000 })
  await page.goto('/')
  await waitForHydration(page)
  const grid = page.locator('#projects')
  await grid.scrollIntoViewIfNeeded()
  const toggle = grid.getByRole('button', { name: 'AI calculator' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // the moments (hidden at 899 ms, shown at 900) are read on the page clock in
  // projects.clock.spec.ts: on the real clock a busy host may look after the 900 ms
  const content = grid.locator('#calculator-project-content')
  await expect(content).toBeVisible({ timeout: 2000 })
  await toggle.click()
  await expect(content).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test('"View all" goes to /cases and lands at the top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('#projects').getByRole('link', { name: 'View all' }).click()
  await expect(page).toHaveURL('/cases')
  await expect(page.getByRole('heading', { level: 1, name: 'Our projects' })).toBeVisible()
  // at the top as the page shows, and still there after the scroll to the top 100 ms later
  await expectNothingFor(page, NAV_SCROLL_TOP_DELAY_MS, async () =>
    expect(await page.evaluate(() => window.scrollY)).toBe(0),
  )
})
