import { expect, test } from '@playwright/test'
import {
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  TEAM_SLIDE_LOCK_MS,
  TESTIMONIAL_SWAP_MS,
} from '../../src/config/constants'
import { expectNothingFor, holdIndustries, waitForHydration, waitUntilIdle } from './support'
import { swipe } from './touch'

test.use({ viewport: { width: 375, height: 800 } })

test('industries slider: a 30 px swipe changes nothing, an 80 px swipe moves; arrows wrap; dots jump', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Industries' })
  await region.scrollIntoViewIfNeeded()
  await holdIndustries(region)
  const card = region.locator('[data-industry]')
  await swipe(page, card, -30)
  await expectNothingFor(page, INDUSTRY_TRANSITION_MS, async () => {
    await expect(card).toHaveAttribute('data-industry', 'ecommerce')
    await expect(card).not.toHaveAttribute('data-busy')
  })
  await swipe(page, card, -80)
  await expect(card).toHaveAttribute('data-industry', 'travel')
  await waitUntilIdle(card)
  await swipe(page, card, 80)
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await waitUntilIdle(card)
  await region.getByRole('button', { name: 'Previous industry' }).tap()
  await expect(card).toHaveAttribute('data-industry', 'ngo')
  await waitUntilIdle(card)
  await region.getByRole('button', { name: 'Next industry' }).tap()
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await waitUntilIdle(card)
  await region.getByRole('button', { name: 'Show Healthcare' }).tap()
  await expect(card).toHaveAttribute('data-industry', 'healthcare')
})

test('industries slider: a tap on an arrow dims the card, then shows the next industry', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Industries' })
  await region.scrollIntoViewIfNeeded()
  await holdIndustries(region)
  const card = region.locator('[data-industry]')
  // the page notes each state the card goes through (a 150 ms state is too short to poll for)
  await card.evaluate((frame) => {
    const states: string[] = []
    Object.assign(window, { __states: states })
    new MutationObserver(() => {
      const state = `${frame.getAttribute('data-industry')}${frame.hasAttribute('data-busy') ? ' dim' : ''}`
      if (states.at(-1) !== state) states.push(state)
    }).observe(frame, { attributes: true })
  })
  await region.getByRole('button', { name: 'Next industry' }).tap()
  await expect(card).toHaveAttribute('data-industry', 'travel')
  await expect(card).not.toHaveAttribute('data-busy', '')
  expect(await page.evaluate(() => (window as unknown as { __states: string[] }).__states)).toEqual(
    ['ecommerce dim', 'travel'],
  )
})

test('testimonials: swipe left = next, right = previous, both wrap; 30 px does nothing', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Client testimonials' })
  await region.scrollIntoViewIfNeeded()
  const card = region.locator('[data-testimonial]')
  const quote = region.locator('li[data-current] blockquote')
  const first = await quote.textContent()
  await swipe(page, card, -30)
  await expectNothingFor(page, TESTIMONIAL_SWAP_MS, async () => {
    await expect(quote).toHaveText(first ?? '')
    await expect(card).not.toHaveAttribute('data-busy')
  })
  await swipe(page, card, 80)
  await expect(region.getByRole('button', { name: /Kristjan Tamm/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await waitUntilIdle(card)
  await swipe(page, card, -80)
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
  await page.clock.runFor(INDUSTRY_AUTO_ADVANCE_MS * 3)
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
  // neither moves, nor takes the lock (nothing is locked at an end)
  const isStill = async () => {
    await expect(region).toHaveAttribute('data-page', '0')
    await expect(region).not.toHaveAttribute('data-busy')
  }
  await swipe(page, viewport, -30)
  await expectNothingFor(page, TEAM_SLIDE_LOCK_MS, isStill)
  await swipe(page, viewport, 80)
  await expectNothingFor(page, TEAM_SLIDE_LOCK_MS, isStill)
  await swipe(page, viewport, -80)
  await expect(region).toHaveAttribute('data-page', '1')
  await waitUntilIdle(region)
  await swipe(page, region.locator('li[data-visible]'), 80)
  await expect(region).toHaveAttribute('data-page', '0')
})
