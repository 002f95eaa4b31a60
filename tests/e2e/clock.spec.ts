import { expect, test } from '@playwright/test'
import {
  CAROUSEL_DIM_OPACITY,
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  PARTNER_FADE_CLEAR_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
  SWIPE_MIN_PX,
  TEAM_SLIDE_LOCK_MS,
  TESTIMONIAL_SWAP_MS,
} from '../../src/config/constants'
import { drawnOpacity, hold, openPaused, openThenPause, PHONE, run } from './clock'
import { swipe } from './touch'

// docs/motion.md "State on the clock, pixels on the animation": the specification's timings on the page's own clock. Playwright's clock is installed
// and paused before the page loads, so every timer the app starts while hydrating starts at the
// same instant; `runFor` then moves the clock by exactly the milliseconds the spec names, and each
// timing is checked 1 ms before its boundary and at it. No real time passes for the page.

test('testimonials: a chosen client dims the card and swaps in exactly 150 ms', async ({
  page,
}) => {
  const region = page.getByRole('region', { name: 'Client testimonials' })
  await openPaused(page, '/', region)
  const card = region.locator('[data-testimonial]')
  const from = await card.getAttribute('data-testimonial')
  await region
    .getByRole('button', { name: /Kristjan Tamm/ })
    .first()
    .click()
  await expect(card).toHaveAttribute('data-busy', '')
  await run(page, TESTIMONIAL_SWAP_MS - 1)
  await hold(page, async () => {
    await expect(card).toHaveAttribute('data-testimonial', from!)
    await expect(card).toHaveAttribute('data-busy', '')
  })
  await run(page, 1)
  await expect(card).toHaveAttribute('data-testimonial', 'client6')
  await expect(card).not.toHaveAttribute('data-busy')
  await expect(region.locator('li[data-current] figcaption')).toContainText('Kristjan Tamm')
})

test.describe('industries slider', () => {
  // a touch screen: a swipe moves the slider without hovering or focusing it (either would pause it)
  test.use({ viewport: PHONE, hasTouch: true })

  test('auto-advances every 4000 ms, each change a 150 ms dim, wrapping', async ({ page }) => {
    const region = page.getByRole('region', { name: 'Industries' })
    await openPaused(page, '/', region)
    const card = region.locator('[data-industry]')
    const order = ['ecommerce', 'travel', 'government', 'healthcare', 'logistics', 'ngo']
    await expect(card).toHaveAttribute('data-industry', order[0]!)
    // every change begins 4000 ms after the previous one began (not after it ended), and the
    // last industry is followed by the first
    for (const [i, shown] of order.entries()) {
      const next = order[(i + 1) % order.length]!
      await run(page, INDUSTRY_AUTO_ADVANCE_MS - (i === 0 ? 0 : INDUSTRY_TRANSITION_MS) - 1)
      await hold(page, () => expect(card).not.toHaveAttribute('data-busy'))
      await run(page, 1)
      await expect(card).toHaveAttribute('data-busy', '')
      await run(page, INDUSTRY_TRANSITION_MS - 1)
      await hold(page, () => expect(card).toHaveAttribute('data-industry', shown))
      await run(page, 1)
      await expect(card).toHaveAttribute('data-industry', next)
      await expect(card).not.toHaveAttribute('data-busy')
    }
  })

  test('a manual change restarts the 4000 ms from zero', async ({ page }) => {
    const region = page.getByRole('region', { name: 'Industries' })
    await openPaused(page, '/', region)
    const card = region.locator('[data-industry]')
    // a while into the first 4000 ms, the visitor swipes to the next industry
    const before = INDUSTRY_AUTO_ADVANCE_MS / 4
    await run(page, before)
    await swipe(page, card, -2 * SWIPE_MIN_PX)
    await expect(card).toHaveAttribute('data-busy', '')
    await run(page, INDUSTRY_TRANSITION_MS - 1)
    await hold(page, () => expect(card).toHaveAttribute('data-industry', 'ecommerce'))
    await run(page, 1)
    await expect(card).toHaveAttribute('data-industry', 'travel')
    // where the first 4000 ms would have ended, nothing happens
    await run(page, INDUSTRY_AUTO_ADVANCE_MS - before - INDUSTRY_TRANSITION_MS)
    await hold(page, async () => {
      await expect(card).not.toHaveAttribute('data-busy')
      await expect(card).toHaveAttribute('data-industry', 'travel')
    })
    // 4000 ms after the swipe: the next change
    await run(page, before - 1)
    await hold(page, () => expect(card).not.toHaveAttribute('data-busy'))
    await run(page, 1)
    await expect(card).toHaveAttribute('data-busy', '')
    await run(page, INDUSTRY_TRANSITION_MS)
    await expect(card).toHaveAttribute('data-industry', 'government')
  })

  // The dim is drawn on the page's clock, however the tester runs it. Each check holds as real
  // time passes (`hold`), so a drawing that ran on another timeline, or waited for one, would
  // show.
  for (const [pattern, open] of [
    ['the clock paused before the page loads', openPaused],
    ['the clock installed before the page loads and paused after it has run', openThenPause],
  ] as const) {
    test(`Industries card dims to half over the 150 ms change and back after it, with ${pattern}`, async ({
      page,
    }) => {
      const region = page.getByRole('region', { name: 'Industries' })
      await open(page, '/', region)
      const card = region.locator('[data-industry]')
      // a change (or its drawing) the page was in when its clock stopped ends first
      const isSettled = async () =>
        (await card.getAttribute('data-busy')) === null && (await drawnOpacity(card)) === 1
      for (let step = 0; step < 4 && !(await isSettled()); step++)
        await run(page, INDUSTRY_TRANSITION_MS)
      await expect(card).toHaveCSS('opacity', '1')
      const from = await card.getAttribute('data-industry')
      await swipe(page, card, -2 * SWIPE_MIN_PX)
      await expect(card).toHaveAttribute('data-busy', '')
      // in 100 ms steps, as testers step: dimming, not yet swapped
      await run(page, 100)
      await hold(page, async () => expect(await drawnOpacity(card)).toBeLessThan(1))
      await run(page, INDUSTRY_TRANSITION_MS - 100 - 1)
      await hold(page, async () => {
        await expect(card).toHaveAttribute('data-industry', from!)
        expect(await drawnOpacity(card)).toBeCloseTo(CAROUSEL_DIM_OPACITY, 1)
      })
      // at 150 ms the next industry shows, and the card has just begun to come back
      await run(page, 1)
      await hold(page, async () => {
        await expect(card).not.toHaveAttribute('data-industry', from!)
        await expect(card).not.toHaveAttribute('data-busy')
        expect(await drawnOpacity(card)).toBeCloseTo(CAROUSEL_DIM_OPACITY, 1)
      })
      // back at full opacity over the next 150 ms, and staying there
      await run(page, 100)
      await run(page, INDUSTRY_TRANSITION_MS - 100)
      await hold(page, async () => expect(await drawnOpacity(card)).toBeCloseTo(1, 2))
    })
  }
})

test('partner strip: every 5000 ms the fade flag, the switch 300 ms later, the flag cleared 50 ms after it', async ({
  page,
}) => {
  const strip = page.getByRole('list', { name: /partner|trusted/i })
  await openPaused(page, '/', strip)
  await expect(strip).toHaveAttribute('data-set', '0')
  // two rotations, each begun 5000 ms after the one before
  for (const set of [1, 2]) {
    await run(
      page,
      PARTNER_ROTATION_MS - (set === 1 ? 0 : PARTNER_FADE_MS + PARTNER_FADE_CLEAR_MS) - 1,
    )
    await hold(page, () => expect(strip).not.toHaveAttribute('data-fading'))
    await run(page, 1)
    await expect(strip).toHaveAttribute('data-fading', '')
    await run(page, PARTNER_FADE_MS - 1)
    await hold(page, () => expect(strip).toHaveAttribute('data-set', String(set - 1)))
    await run(page, 1)
    await expect(strip).toHaveAttribute('data-set', String(set))
    await run(page, PARTNER_FADE_CLEAR_MS - 1)
    await hold(page, () => expect(strip).toHaveAttribute('data-fading', ''))
    await run(page, 1)
    await expect(strip).not.toHaveAttribute('data-fading')
    await expect(strip).toHaveAttribute('data-set', String(set))
  }
})

test('team slider: a press within the 300 ms lock is ignored, one at 300 ms is taken', async ({
  page,
}) => {
  const region = page.getByRole('region', { name: 'Team' })
  await openPaused(page, '/about-us', region)
  const next = page.locator('#team').getByRole('button', { name: 'Next team members' })
  await expect(region).toHaveAttribute('data-page', '0')
  await next.click()
  await expect(region).toHaveAttribute('data-page', '1')
  await expect(region).toHaveAttribute('data-busy', '')
  await run(page, TEAM_SLIDE_LOCK_MS - 1)
  await hold(page, () => expect(region).toHaveAttribute('data-busy', ''))
  await next.click()
  await expect(region).toHaveAttribute('data-page', '1')
  await run(page, 1)
  await expect(region).not.toHaveAttribute('data-busy')
  // 1280 px: two pages, so the next press wraps to the first
  await next.click()
  await expect(region).toHaveAttribute('data-page', '0')
})
