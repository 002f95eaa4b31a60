import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'
import { swipe } from './touch'

test.use({ viewport: { width: 375, height: 800 } })

test('industries slider: a 30 px swipe changes nothing, an 80 px swipe moves; arrows wrap; dots jump', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Industries' })
  await region.scrollIntoViewIfNeeded()
  const card = region.locator('[data-industry]')
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await swipe(page, card, -30)
  await page.waitForTimeout(400)
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await swipe(page, card, -80)
  await expect(card).toHaveAttribute('data-industry', 'travel')
  await page.waitForTimeout(400)
  await swipe(page, card, 80)
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await page.waitForTimeout(400)
  await region.getByRole('button', { name: 'Previous industry' }).tap()
  await expect(card).toHaveAttribute('data-industry', 'ngo')
  await page.waitForTimeout(400)
  await region.getByRole('button', { name: 'Next industry' }).tap()
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await page.waitForTimeout(400)
  await region.getByRole('button', { name: 'Show Healthcare' }).tap()
  await expect(card).toHaveAttribute('data-industry', 'healthcare')
})

test('industries slider: the card is at half opacity during the 150 ms change', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Industries' })
  await region.scrollIntoViewIfNeeded()
  await region.getByRole('button', { name: 'Next industry' }).tap()
  await expect(region.locator('[data-industry]')).toHaveAttribute('data-transitioning', '')
  await expect(region.locator('[data-industry]')).toHaveAttribute('data-industry', 'travel')
  await expect(region.locator('[data-industry]')).not.toHaveAttribute('data-transitioning', '')
})

test('industries slider advances by itself every 4 s', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  const card = page.getByRole('region', { name: 'Industries' }).locator('[data-industry]')
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await page.clock.runFor(3900)
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await page.clock.runFor(100 + 150)
  await expect(card).toHaveAttribute('data-industry', 'travel')
  await page.clock.runFor(4000)
  await expect(card).toHaveAttribute('data-industry', 'government')
})

test('testimonials: swipe left = next, right = previous, both wrap; 30 px does nothing', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Client testimonials' })
  await region.scrollIntoViewIfNeeded()
  const quote = region.locator('figure')
  const first = await quote.textContent()
  await swipe(page, quote, -30)
  await page.waitForTimeout(400)
  await expect(quote).toHaveText(first ?? '')
  await swipe(page, quote, 80)
  await expect(region.getByRole('button', { name: /Kristjan Tamm/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.waitForTimeout(400)
  await swipe(page, quote, -80)
  await expect(region.getByRole('button', { name: /Līga Ozoliņa/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('reduced motion stops the auto-advance', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/')
  await waitForHydration(page)
  const card = page.getByRole('region', { name: 'Industries' }).locator('[data-industry]')
  await page.clock.runFor(12_000)
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
})

test('team slider: swipes of 80 px move within bounds, 30 px does nothing; no arrows on mobile', async ({
  page,
}) => {
  await page.goto('/about-us')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Team' })
  await region.scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Next team members' })).toBeHidden()
  const viewport = region.locator('li[data-visible]')
  await swipe(page, viewport, -30)
  await page.waitForTimeout(400)
  await expect(region).toHaveAttribute('data-page', '0')
  await swipe(page, viewport, 80)
  await page.waitForTimeout(400)
  await expect(region).toHaveAttribute('data-page', '0')
  await swipe(page, viewport, -80)
  await expect(region).toHaveAttribute('data-page', '1')
  await page.waitForTimeout(400)
  await swipe(page, region.locator('li[data-visible]'), 80)
  await expect(region).toHaveAttribute('data-page', '0')
})
