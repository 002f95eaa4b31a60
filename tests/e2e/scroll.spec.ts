import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support'

// In-page scrolls land on their target, and nothing on screen jumps while the visitor scrolls
// back up (a band above taking its real height). The same checks run in Gecko and WebKit in
// tests/engines/site.test.ts.

/** Waits until the page has stopped scrolling (the same scrollY for a few frames). */
const settleScroll = (page: Page) =>
  page.evaluate(async () => {
    let last = -1
    let still = 0
    for (let i = 0; i < 400 && still < 12; i++) {
      await new Promise(requestAnimationFrame)
      still = scrollY === last ? still + 1 : 0
      last = scrollY
    }
    return scrollY
  })

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
      await settleScroll(page)
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
    const moves = await page.evaluate(async () => {
      const frames = async (n: number) => {
        for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame)
      }
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
      await frames(10)
      const moved: number[] = []
      while (scrollY >= 600) {
        // the band under the middle of the screen (a part of it may be sticky: the band is not)
        const probe = document
          .elementFromPoint(innerWidth / 2, innerHeight / 2)!
          .closest('#main > section, #root > footer')!
        const before = probe.getBoundingClientRect().top
        window.scrollBy({ top: -600, behavior: 'instant' })
        await frames(4)
        await new Promise((resolve) => setTimeout(resolve, 60))
        await frames(2)
        moved.push(Math.round(probe.getBoundingClientRect().top - before))
      }
      return moved
    })
    expect(moves.length).toBeGreaterThan(2)
    // (a pixel of rounding: positions are fractional)
    expect(moves.filter((moved) => Math.abs(moved - 600) > 1)).toEqual([])
  })
}
