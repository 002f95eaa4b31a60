// A keyboard journey over the whole page at a phone's, a tablet's and a desktop's
// width: Tab from the top reaches every control a visitor can see and use, in one pass, and
// focus never falls to <body> on the way. The clock is paused before the page loads, so nothing
// moves by itself under the journey (the sliders' auto-advance, the partner strip).
import { expect, test, type Page } from '@playwright/test'
import { homeContent } from '../../src/content/home/en'
import { waitForHydration } from './support'

const WIDTHS = [375, 768, 1280] as const
// the industries stack is shown wider than 720 px (the slider at 720 px or less)
const STACK_MIN_WIDTH = 721
const MAX_STEPS = 600
const industries = homeContent.industries
const consultationNames = industries.items.map(
  (item) => `${industries.consultation}: ${item.title}`,
)

/**
 * Numbers every control Tab should reach (`data-journey`): focusable, not taken out of the Tab
 * order, not disabled, not inert, not in a closed dialog and rendered. Returns how many.
 */
const markControls = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, iframe, [tabindex], [contenteditable="true"]'
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        !el.closest('dialog:not([open])') &&
        el.checkVisibility({ visibilityProperty: true }),
    )
    controls.forEach((el, index) => el.setAttribute('data-journey', String(index)))
    return controls.length
  })

/** The focused element: its number, its name, and whether it is <body>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      index: el?.getAttribute('data-journey') ?? null,
      name: (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim().slice(0, 60),
      isBody: !el || el === document.body,
      tag: el?.tagName.toLowerCase() ?? '',
    }
  })

/** Tabs from the top of the page to its end; returns every stop in order. */
async function journey(page: Page) {
  const stops: Awaited<ReturnType<typeof focused>>[] = []
  for (let step = 0; step < MAX_STEPS; step++) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    // past the page's last control the browser takes focus to its own toolbar: the end
    if (stop.isBody && stops.length > 0) break
    stops.push(stop)
  }
  return stops
}

for (const path of ['/', '/about-us']) {
  for (const width of WIDTHS) {
    test(`Tab reaches every control of ${path} at ${width} px once, and focus never falls to <body>`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') })
      await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'))
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await waitForHydration(page)
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const count = await markControls(page)
      expect(count).toBeGreaterThan(10)

      const stops = await journey(page)
      expect(stops.filter((s) => s.isBody)).toEqual([])
      // every stop is a control that counts, each reached once
      const reached = stops.map((s) => s.index)
      expect(stops.filter((s) => s.index === null).map((s) => `${s.tag} ${s.name}`)).toEqual([])
      expect(new Set(reached).size).toBe(reached.length)
      const missing = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll<HTMLElement>('[data-journey]')]
            .filter((el) => !seen.includes(el.getAttribute('data-journey')))
            .map((el) => el.outerHTML.slice(0, 120)),
        reached,
      )
      expect(missing).toEqual([])

      if (path === '/') {
        const names = stops.map((s) => s.name)
        const industriesReached = consultationNames.filter((n) => names.includes(n))
        // the stack: all six; the slider (a phone): the shown industry, the others by its arrows
        if (width >= STACK_MIN_WIDTH) expect(industriesReached).toEqual(consultationNames)
        else {
          expect(industriesReached).toEqual([consultationNames[0]])
          expect(names).toContain('Next industry')
        }
      }
    })
  }
}
