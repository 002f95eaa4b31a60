import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  PROJECT_COLLAPSE_MS,
  PROJECT_CONTENT_FADE_MS,
  PROJECT_REVEAL_MS,
  PROJECT_SHRINK_MS,
} from '../../src/config/constants'
import { waitForScreen } from './support'

// spec §4 Featured project cards, tablet and mobile, on a touch screen: a tap expands a card and
// its content becomes visible 900 ms later; a tap on the expanded card hides the content at once
// and the card collapses 200 ms later; the growth and the collapse are drawn, not jumped.
// The timings are checked on Playwright's clock (paused, advanced with runFor), the drawing on
// real time (framer-motion's animation, sampled every animation frame).

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1000, height: 900 },
]
const PROJECT = 'calculator'

/** The card, its toggle and its content. */
function partsOf(page: Page) {
  const card = page.locator(`#projects [data-project="${PROJECT}"]`)
  return {
    card,
    toggle: card.getByRole('button', { name: 'AI calculator' }),
    content: card.locator(`#${PROJECT}-project-content`),
  }
}

/**
 * Opens the home page and waits until the projects band has hydrated and draws, the card in view.
 */
async function openProjects(page: Page) {
  await page.goto('/')
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  const { card } = partsOf(page)
  await card.scrollIntoViewIfNeeded()
  await expect(page.locator('#projects[data-hydrated]')).toHaveCount(1)
  // framer-motion's features arrive just after the band hydrates (a tap before them opens the
  // card without drawing it): the content wrapper's inline height is theirs
  await expect(card.locator(`#${PROJECT}-project-content`).locator('xpath=..')).toHaveAttribute(
    'style',
    /height/,
  )
}

/** A finger tap on the card's image (the whole card is the tap target). */
async function tap(page: Page, card: Locator) {
  const box = await card.locator('img').boundingBox()
  if (!box) throw new Error('the card is not on screen')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** The opacity an element is drawn with: its own times its ancestors'. */
const drawnOpacity = (target: Locator) =>
  target.evaluate((el) => {
    let opacity = 1
    for (let e: Element | null = el; e; e = e.parentElement)
      opacity *= Number(getComputedStyle(e).opacity)
    return opacity
  })

const heightOf = async (card: Locator) => (await card.boundingBox())?.height ?? 0

for (const viewport of VIEWPORTS) {
  test.describe(`project card on a touch screen at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true })

    test('on the page clock: content visible at 900 ms, not at 899; collapse starts at 200 ms', async ({
      page,
    }) => {
      await page.clock.install()
      await openProjects(page)
      const { card, toggle, content } = partsOf(page)
      // the card keeps its place from here on: nothing above it changes while the clock stands
      await waitForScreen(page)
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
      const collapsed = await heightOf(card)

      await tap(page, card)
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      // it grows from the tap on, drawn on the page's frames (the clock runs them too)
      await page.clock.runFor(PROJECT_REVEAL_MS / 2)
      await expect(content).toBeHidden()
      const halfway = await heightOf(card)
      expect(halfway).toBeGreaterThan(collapsed + 20)
      await page.clock.runFor(PROJECT_REVEAL_MS / 2 - 1)
      await expect(content).toBeHidden()
      await page.clock.runFor(1)
      await expect(content).toBeVisible()
      const expanded = await heightOf(card)
      expect(expanded).toBeGreaterThan(halfway)
      // its fade is drawn on the page clock too (not on the compositor's, which no fake clock runs)
      await page.clock.runFor(PROJECT_CONTENT_FADE_MS * 2)
      expect(await drawnOpacity(content.locator('p'))).toBe(1)

      await tap(page, card)
      await expect(content).toBeHidden()
      await page.clock.runFor(PROJECT_COLLAPSE_MS - 1)
      await expect(card).toHaveAttribute('data-expanded', '')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      expect(await heightOf(card)).toBeCloseTo(expanded, 0)
      await page.clock.runFor(1)
      await expect(card).not.toHaveAttribute('data-expanded', '')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      // then it shrinks, drawn, not in one step
      await page.clock.runFor(PROJECT_SHRINK_MS / 2)
      const shrinking = await heightOf(card)
      expect(shrinking).toBeLessThan(expanded - 1)
      expect(shrinking).toBeGreaterThan(collapsed + 1)
      await page.clock.runFor(PROJECT_SHRINK_MS)
      expect(await heightOf(card)).toBeCloseTo(collapsed, 0)
    })

    test('with reduced motion: the same moments on the page clock, nothing drawn', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.clock.install()
      await openProjects(page)
      const { card, content } = partsOf(page)
      await waitForScreen(page)
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
      const collapsed = await heightOf(card)

      await tap(page, card)
      await page.clock.runFor(PROJECT_REVEAL_MS / 2)
      const expanded = await heightOf(card)
      expect(expanded).toBeGreaterThan(collapsed + 20)
      await page.clock.runFor(PROJECT_REVEAL_MS / 2 - 1)
      await expect(content).toBeHidden()
      expect(await heightOf(card)).toBe(expanded)
      await page.clock.runFor(1)
      await expect(content).toBeVisible()
      expect(await heightOf(card)).toBe(expanded)

      await tap(page, card)
      await expect(content).toBeHidden()
      await page.clock.runFor(PROJECT_COLLAPSE_MS - 1)
      expect(await heightOf(card)).toBe(expanded)
      await page.clock.runFor(1)
      // where the drawn card is halfway through its shrink, this one has collapsed
      await page.clock.runFor(PROJECT_SHRINK_MS / 2)
      expect(await heightOf(card)).toBeCloseTo(collapsed, 0)
    })

    test('in real time: the card grows through the 900 ms and shrinks after 200 ms', async ({
      page,
    }) => {
      await openProjects(page)
      const { card, content } = partsOf(page)
      await waitForScreen(page)
      const collapsed = await heightOf(card)

      const expanding = await sampleAfterTap(page, card, PROJECT_REVEAL_MS + 300)
      const trace = JSON.stringify(expanding)
      const expanded = expanding.frames.at(-1)!.height
      expect(expanded).toBeGreaterThan(collapsed + 20)
      const between = new Set(
        expanding.frames
          .filter((f) => f.atMs < PROJECT_REVEAL_MS)
          .map((f) => Math.round(f.height))
          .filter((h) => h > collapsed + 1 && h < expanded - 1),
      )
      expect(between.size, trace).toBeGreaterThanOrEqual(3)
      // shown once, at 900 ms: not before 850, and (on a busy machine's real clock) soon after
      expect(
        expanding.changes.map((c) => c.isContentVisible),
        trace,
      ).toEqual([true])
      expect(expanding.changes[0]!.atMs, trace).toBeGreaterThanOrEqual(PROJECT_REVEAL_MS - 50)
      expect(expanding.changes[0]!.atMs, trace).toBeLessThan(PROJECT_REVEAL_MS + 200)
      await expect(content).toBeVisible()

      const collapsing = await sampleAfterTap(page, card, 1000)
      const trace2 = JSON.stringify(collapsing)
      // hidden at once: in the tap's own task, before any frame
      expect(
        collapsing.changes.map((c) => c.isContentVisible),
        trace2,
      ).toEqual([false])
      expect(collapsing.changes[0]!.atMs, trace2).toBeLessThan(50)
      expect(
        collapsing.frames.filter((f) => f.isContentVisible),
        trace2,
      ).toEqual([])
      const early = collapsing.frames.filter((f) => f.atMs <= 150)
      expect(early.length, trace2).toBeGreaterThan(0)
      expect(Math.min(...early.map((f) => f.height)), trace2).toBeGreaterThanOrEqual(0.9 * expanded)
      const late = collapsing.frames.filter((f) => f.atMs >= 800)
      expect(late.length, trace2).toBeGreaterThan(0)
      for (const f of late) expect(Math.abs(f.height - collapsed), trace2).toBeLessThanOrEqual(1)
      await expect(content).toBeHidden()
    })
  })
}

interface Sample {
  /** milliseconds since the tap's click */
  atMs: number
  height: number
  isContentVisible: boolean
}

interface Trace {
  /** the card every animation frame */
  frames: Sample[]
  /** each change of the content's visibility, when the page's DOM changed (not at a frame) */
  changes: Omit<Sample, 'height'>[]
}

/**
 * Taps the card and reads, for `forMs` after the tap's click, the card's height every animation
 * frame and whether its content is visible (as Playwright counts it: a box and not
 * `visibility: hidden`) every frame and at every change of the card's DOM.
 */
async function sampleAfterTap(page: Page, card: Locator, forMs: number): Promise<Trace> {
  const handle = await card.elementHandle()
  await page.evaluate(
    ([el, forMs]) => {
      const content = el.querySelector('[id$="-project-content"]') as HTMLElement
      const isContentVisible = () => {
        const box = content.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(content).visibility !== 'hidden'
      }
      const w = window as unknown as { __trace: Promise<Trace> }
      w.__trace = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const start = event.timeStamp
            const trace: Trace = { frames: [], changes: [] }
            let wasVisible = isContentVisible()
            const observer = new MutationObserver(() => {
              const isVisible = isContentVisible()
              if (isVisible === wasVisible) return
              wasVisible = isVisible
              trace.changes.push({ atMs: performance.now() - start, isContentVisible: isVisible })
            })
            observer.observe(el, { attributes: true, subtree: true })
            const read = (now: number) => {
              trace.frames.push({
                atMs: now - start,
                height: el.getBoundingClientRect().height,
                isContentVisible: isContentVisible(),
              })
              if (now - start < forMs) return requestAnimationFrame(read)
              observer.disconnect()
              resolve(trace)
            }
            requestAnimationFrame(read)
          },
          { capture: true, once: true },
        )
      })
    },
    [handle!, forMs] as const,
  )
  await tap(page, card)
  return page.evaluate(() => (window as unknown as { __trace: Promise<Trace> }).__trace)
}
