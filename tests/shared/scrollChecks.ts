// Page functions the scroll checks run in every engine: Playwright passes them to
// `page.evaluate` (tests/e2e/scroll.spec.ts), the Gecko/WebKit driver sends their source
// (tests/engines/site.test.ts). Self-contained: they run in the page, not here.

/** Waits until the page has stopped scrolling (the same scrollY for a few frames). */
export async function settleScroll(): Promise<number> {
  let last = -1
  let still = 0
  for (let i = 0; i < 400 && still < 12; i++) {
    await new Promise(requestAnimationFrame)
    still = scrollY === last ? still + 1 : 0
    last = scrollY
  }
  return scrollY
}

/**
 * From the bottom of the page, scrolls up 600 px at a time and returns how far the band under the
 * middle of the screen moved each time (a part of a band may be sticky: the band is not).
 */
export async function scrollUpMoves(): Promise<number[]> {
  const frames = async (n: number) => {
    for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame)
  }
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
  await frames(10)
  const moved: number[] = []
  while (scrollY >= 600) {
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
}
