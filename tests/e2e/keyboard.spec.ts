import { expect, test, type Locator, type Page } from '@playwright/test'
import { alerts, captureAlerts, waitForHydration, waitUntilIdle } from './support'

/** Whether the focused element shows a visible focus indicator (outline or ring). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return false
    const style = getComputedStyle(el)
    return (
      (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'
    )
  })

/** Presses Tab until `target` has focus, checking that every stop shows its focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    expect(await focusIsVisible(page), 'focus is visible at every Tab stop').toBe(true)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error('Tab never reached the target')
}

test.beforeEach(async ({ page }) => {
  await captureAlerts(page)
})

test('keyboard only: open the booking popup, fill it, send it, and land back on the opener', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const opener = page.getByRole('main').getByRole('button', { name: 'Get started', exact: true })
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.type('Keyboard Visitor')
  await page.keyboard.press('Tab')
  await page.keyboard.type(`keys.${Date.now()}@example.lv`)
  await page.keyboard.press('Tab')
  await page.keyboard.type('Sent without a mouse.')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Send request' })).toBeFocused()
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect
    .poll(() => alerts(page))
    .toEqual(["Thank you for your request! We'll get back to you soon."])
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('keyboard only: testimonials by logo buttons and arrow keys', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Client testimonials' })
  await region.scrollIntoViewIfNeeded()
  const second = region.getByRole('listitem').getByRole('button').nth(1)
  await region.getByRole('listitem').getByRole('button').first().focus()
  await page.keyboard.press('Tab')
  await expect(second).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-current', 'true')
  await waitUntilIdle(region.locator('[data-testimonial]'))
  await page.keyboard.press('ArrowRight')
  await expect(region.getByRole('listitem').getByRole('button').nth(2)).toHaveAttribute(
    'aria-current',
    'true',
  )
  expect(await focusIsVisible(page)).toBe(true)
})

test('keyboard only: the team slider arrows and the FAQ', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/about-us')
  await waitForHydration(page)
  const previous = page.getByRole('button', { name: 'Previous team members' })
  const next = page.getByRole('button', { name: 'Next team members' })
  await previous.focus()
  await page.keyboard.press('Tab')
  await expect(next).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Team' })).toHaveAttribute('data-page', '1')
  expect(await focusIsVisible(page)).toBe(true)
  await page.goto('/it-solutions')
  await waitForHydration(page)
  const summary = page.locator('details#security-measures summary')
  await tabTo(page, summary, 120)
  await page.keyboard.press('Enter')
  await expect(page.locator('details#security-measures')).toHaveAttribute('open', '')
})

test('keyboard only: the industries slider on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Industries' })
  const next = region.getByRole('button', { name: 'Next industry' })
  await region.getByRole('button', { name: 'Show Healthcare' }).focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(next).toBeFocused()
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(region.locator('[data-industry]')).toHaveAttribute('data-industry', 'travel')
  await waitUntilIdle(region.locator('[data-industry]'))
  await page.keyboard.press('ArrowLeft')
  await expect(region.locator('[data-industry]')).toHaveAttribute('data-industry', 'ecommerce')
})
