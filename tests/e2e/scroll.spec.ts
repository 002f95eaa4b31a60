import { expect, test } from '@playwright/test'
import { scrollUpMoves, settleScroll } from '../shared/scrollChecks'
import { waitForHydration } from './support'

// In-page scrolls land on their target, and nothing on screen jumps while the visitor scrolls
// back up (a band above taking its real height). The same checks run in Gecko and WebKit in
// tests/engines/site.test.ts.

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`"Meet Our Team" lands the team band right under the header at ${width} px (${motion} motion)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      await page.emulateMedia({ reducedMotion: motion })
      await page.goto('/about-us')
      await waitForHydration(page, { belowFold: false })
      await page.getByRole('main').getByRole('button', { name: 'Meet Our Team' }).click()
      await page.evaluate(settleScroll)
      const { top, header } = await page.evaluate(() => ({
        top: document.getElementById('team')!.getBoundingClientRect().top,
        header: document.querySelector<HTMLElement>('#root header')!.offsetHeight,
      }))
      expect(top).toBeGreaterThanOrEqual(0)
      expect(top).toBeLessThanOrEqual(header + 1)
      await expect(page).toHaveURL(/#team$/)
    })
  }
}

for (const path of ['/', '/about-us', '/services']) {
  test(`scrolling up from the footer of ${path}, what is on screen moves by exactly the distance scrolled`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page, { belowFold: false })
    const moves = await page.evaluate(scrollUpMoves)
    expect(moves.length).toBeGreaterThan(2)
    // (a pixel of rounding: positions are fractional)
    expect(moves.filter((moved) => Math.abs(moved - 600) > 1)).toEqual([])
  })
}
