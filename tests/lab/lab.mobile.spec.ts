import { expect, test } from '@playwright/test'
import { swipe } from '../e2e/touch'
import { cardOf, openLab, setToken } from './lab'

// the lab on a phone: its cards in one column, each stage drawn to fit, and a swipe works there
test('on a phone, a swipe on the industries slider’s stage moves it to the next industry', async ({
  page,
}) => {
  await openLab(page, 'industries-slider')
  // an auto-advance far off: what moves the card is the swipe
  const stage = await setToken(page, 'industries-slider', 'INDUSTRY_AUTO_ADVANCE_MS', 60_000)
  const frame = page.locator('[data-stage-frame="industries-slider"]')
  await frame.scrollIntoViewIfNeeded()
  const box = (await frame.boundingBox())!
  const viewport = page.viewportSize()!
  // the stage fits the phone's width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  await expect(
    cardOf(page, 'industries-slider').getByRole('button', { name: 'Replay' }),
  ).toBeVisible()

  const card = stage.locator('[data-industry]')
  const first = await card.getAttribute('data-industry')
  await card.scrollIntoViewIfNeeded()
  await swipe(page, card, -160)
  await expect(card).not.toHaveAttribute('data-industry', first!)
})
