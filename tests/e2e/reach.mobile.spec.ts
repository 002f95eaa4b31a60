// docs/motion.md "Moving content and assistive technology" on a touch phone (Pixel 7: Chromium focuses a tapped button, Safari does not): the
// pause buttons by touch, and a tap elsewhere that pauses nothing. The page's clock is paused
// before the page loads and moved by exactly the spec's milliseconds (tests/e2e/clock.ts).
import { expect, test } from '@playwright/test'
import {
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  PARTNER_FADE_CLEAR_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
} from '../../src/config/constants'
import { homeContent } from '../../src/content/home/en'
import { homeFirst } from '../../src/content/home/en.first'
import { hold, openPaused, run } from './clock'

const labels = homeContent.industries.slider

test('Next industry tapped: the auto-advance goes on; Pause the industry rotation tapped: it stops until play', async ({
  page,
}) => {
  const region = page.getByRole('region', { name: labels.region })
  await openPaused(page, '/', region)
  const card = region.locator('[data-industry]')
  const pause = region.getByRole('button', { name: labels.pause })
  await region.getByRole('button', { name: labels.next }).tap()
  await run(page, INDUSTRY_TRANSITION_MS)
  await expect(card).toHaveAttribute('data-industry', 'travel')
  // the tap focused the arrow (Chromium does) without :focus-visible: 4000 ms after it, the next
  await run(page, INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS - 1)
  await hold(page, () => expect(card).not.toHaveAttribute('data-busy'))
  await run(page, 1)
  await expect(card).toHaveAttribute('data-busy', '')
  await run(page, INDUSTRY_TRANSITION_MS)
  await expect(card).toHaveAttribute('data-industry', 'government')
  await pause.tap()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await run(page, INDUSTRY_AUTO_ADVANCE_MS * 3)
  await hold(page, async () => {
    await expect(card).toHaveAttribute('data-industry', 'government')
    await expect(card).not.toHaveAttribute('data-busy')
  })
  // play: the 4000 ms run from the tap
  await pause.tap()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await run(page, INDUSTRY_AUTO_ADVANCE_MS - 1)
  await hold(page, () => expect(card).not.toHaveAttribute('data-busy'))
  await run(page, 1)
  await expect(card).toHaveAttribute('data-busy', '')
})

test('Pause the partner logos tapped: the strip stands still until it is tapped again', async ({
  page,
}) => {
  const strip = page.getByRole('list', { name: homeFirst.partners.label })
  await openPaused(page, '/', strip)
  const pause = page.getByRole('button', { name: homeFirst.partners.pause })
  await pause.tap()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await run(page, PARTNER_ROTATION_MS * 3)
  await hold(page, async () => {
    await expect(strip).toHaveAttribute('data-set', '0')
    await expect(strip).not.toHaveAttribute('data-fading')
  })
  await pause.tap()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await run(page, PARTNER_ROTATION_MS - 1)
  await hold(page, () => expect(strip).not.toHaveAttribute('data-fading'))
  await run(page, 1)
  await expect(strip).toHaveAttribute('data-fading', '')
  await run(page, PARTNER_FADE_MS + PARTNER_FADE_CLEAR_MS)
  await expect(strip).toHaveAttribute('data-set', '1')
})
