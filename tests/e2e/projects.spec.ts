import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

test('desktop: hovering a project for 300 ms dims the others; the clinic has no hover; leaving clears', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto('/')
  await waitForHydration(page)
  const grid = page.locator('#projects')
  await grid.scrollIntoViewIfNeeded()
  await page.waitForTimeout(400)
  const card = (id: string) => grid.locator(`[data-project="${id}"]`)
  await card('marketing').hover()
  // hover is blocked while the page scrolls (hover() may scroll): the pointer moves again after
  await page.waitForTimeout(400)
  await card('marketing').hover({ position: { x: 40, y: 40 } })
  await expect(card('marketing')).toHaveAttribute('data-hovered', '')
  await expect(card('clinic')).toHaveAttribute('data-dimmed', '')
  await expect(card('travel')).toHaveAttribute('data-dimmed', '')
  await expect(card('marketing')).not.toHaveAttribute('data-dimmed', '')
  await page.mouse.move(5, 5)
  await expect(card('clinic')).not.toHaveAttribute('data-dimmed', '')
  await card('clinic').hover()
  await page.waitForTimeout(400)
  await card('clinic').hover({ position: { x: 40, y: 40 } })
  await page.waitForTimeout(500)
  await expect(card('clinic')).not.toHaveAttribute('data-hovered', '')
  await expect(card('travel')).not.toHaveAttribute('data-dimmed', '')
  await expect(grid.getByRole('link', { name: /View Project/ })).toHaveCount(4)
  for (const link of await grid.getByRole('link', { name: /View Project/ }).all()) {
    await expect(link).toHaveAttribute('href', '/case-page')
  }
})

test('tablet: a tap expands a card and shows its content 900 ms later; a second tap collapses it', async ({
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
  const content = grid.locator('#calculator-project-content')
  await expect(content).toBeHidden()
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
  await page.waitForTimeout(150)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})
