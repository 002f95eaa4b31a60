import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  PROJECT_COLLAPSE_MS,
  PROJECT_CONTENT_FADE_MS,
  PROJECT_REVEAL_MS,
  PROJECT_SHRINK_MS,
} from '../../src/config/constants'
import { waitForHydration, waitForScreen } from './support'

// spec §4 Featured project cards, tablet and mobile, on a touch screen: a tap expands a card and
// its content becomes visible 900 ms later; a tap on the expanded card hides the content at once
// and the card collapses 200 ms later; the growth and the collapse are drawn, not jumped.
// The timings are checked on Playwright's clock (paused, advanced with runFor), the drawing on
// real time (framer-motion's animation, sampled every animation frame), where the app's moments
// are measured from a reference timer of the same delay in the page (a loaded machine runs every
// timer late, the app's and the reference alike), not from fixed real-clock bounds.

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
 * Opens the home page and waits until every part of it has hydrated (read down to its end, as a
 * visitor reading on does: no other part's code arrives or hydrates while a test samples the
 * card's frames) and the projects band draws, the card in view.
 */
async function openProjects(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
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

      const expanding = await sampleAfterTap(page, card, {
        referenceMs: PROJECT_REVEAL_MS,
        minMs: PROJECT_REVEAL_MS,
        isShown: true,
      })
      const trace = JSON.stringify(expanding)
      const expanded = expanding.frames.at(-1)!.height
      expect(expanded).toBeGreaterThan(collapsed + 20)
      // drawn through the 900 ms: heights between, before the reference fires
      const between = new Set(
        expanding.frames
          .filter((f) => !f.afterReference)
          .map((f) => Math.round(f.height))
          .filter((h) => h > collapsed + 1 && h < expanded - 1),
      )
      expect(between.size, trace).toBeGreaterThanOrEqual(3)
      // shown once, at 900 ms: not before the reference, and within a frame or two after it
      expect(
        expanding.changes.map((c) => c.isContentVisible),
        trace,
      ).toEqual([true])
      const shown = expanding.changes[0]!
      expect(shown.afterReference, trace).toBe(true)
      expect(shown.atMs, trace).toBeGreaterThanOrEqual(PROJECT_REVEAL_MS - TIMER_TOLERANCE_MS)
      expect(lateness(expanding, shown.atMs, REACTION.shown), trace).toBeLessThanOrEqual(0)
      await expect(content).toBeVisible()

      const collapsing = await sampleAfterTap(page, card, {
        referenceMs: PROJECT_COLLAPSE_MS,
        minMs: PROJECT_COLLAPSE_MS + PROJECT_SHRINK_MS,
        isShown: false,
      })
      const trace2 = JSON.stringify(collapsing)
      // hidden at once: in the tap's own task, before any other task or frame
      expect(
        collapsing.changes.map((c) => c.isContentVisible),
        trace2,
      ).toEqual([false])
      expect(collapsing.changes[0]!.inTapTask, trace2).toBe(true)
      expect(
        collapsing.frames.filter((f) => f.isContentVisible),
        trace2,
      ).toEqual([])
      // the full height until the reference fires: nothing shrinks before the 200 ms
      expect(collapsing.heightAtTap, trace2).toBeCloseTo(expanded, 0)
      const before = collapsing.frames.filter((f) => !f.afterReference)
      expect(before.length, trace2).toBeGreaterThan(0)
      for (const f of before)
        expect(Math.abs(f.height - collapsing.heightAtTap), trace2).toBeLessThanOrEqual(1)
      // then it shrinks, starting a few frames after the reference at most, down to the collapsed
      // height, where it stays
      const shrinking = collapsing.frames.find((f) => f.height < collapsing.heightAtTap - 1)
      expect(shrinking, trace2).toBeDefined()
      expect(lateness(collapsing, shrinking!.atMs, REACTION.drawn), trace2).toBeLessThanOrEqual(0)
      // over within its 300 ms of drawing (a frame more to draw its last step), and stays so
      const done = collapsing.frames.findIndex((f) => Math.abs(f.height - collapsed) <= 1)
      const due = collapsing.frames.findIndex((f) => f.atMs >= shrinking!.atMs + PROJECT_SHRINK_MS)
      expect(done, trace2).toBeGreaterThanOrEqual(0)
      if (due >= 0) expect(done, trace2).toBeLessThanOrEqual(due + 1)
      for (const f of collapsing.frames.slice(done))
        expect(Math.abs(f.height - collapsed), trace2).toBeLessThanOrEqual(1)
      await expect(content).toBeHidden()
    })
  })
}

/**
 * How early a timer may fire as the page measures it (performance.now() is coarsened, and the
 * click's timeStamp is taken from the input event)
 */
const TIMER_TOLERANCE_MS = 2
/**
 * What the app may take after its own timer (which fires just after the reference): a change of
 * the DOM comes with its render, in ms or, on a machine too busy for that, within frames drawn
 * after the reference; a drawn change is seen a frame or two later still (framer-motion starts an
 * animation on the frame after the render, at its first value, and draws its first step on the
 * next)
 */
const REACTION = {
  shown: { ms: 50, frames: 2 },
  drawn: { ms: 100, frames: 4 },
}

/**
 * How much later than `budget` allows after the page's reference timer fired something happened at
 * `atMs` (≤ 0 is in time): within its milliseconds, or with no more than its frames drawn without
 * it after the reference fired.
 */
function lateness(trace: Trace, atMs: number, budget: { ms: number; frames: number }) {
  const reference = trace.referenceAtMs ?? Infinity
  const framesWithout = trace.frames.filter((f) => f.afterReference && f.atMs < atMs).length
  return Math.min(atMs - reference - budget.ms, framesWithout - budget.frames)
}

interface Sample {
  /** milliseconds since the tap's click, when the frame read the card */
  atMs: number
  height: number
  isContentVisible: boolean
  /** the reference timer had fired */
  afterReference: boolean
}

interface Change {
  /** milliseconds since the tap's click, when the page's DOM changed (not at a frame) */
  atMs: number
  isContentVisible: boolean
  /** the reference timer had fired */
  afterReference: boolean
  /** in the tap's own task: before any other task (a timer, a frame) ran */
  inTapTask: boolean
}

interface Trace {
  /** the card's height as the tap's click began */
  heightAtTap: number
  /** when the reference timer fired, milliseconds since the tap's click */
  referenceAtMs: number | null
  /** the card every animation frame */
  frames: Sample[]
  /** each change of the content's visibility */
  changes: Change[]
}

/** Sampling stops this long after the tap at the latest, whatever the card does. */
const MAX_SAMPLE_MS = 10_000

/**
 * Taps the card and reads the card's height every animation frame, and whether its content is
 * visible (as Playwright counts it: a box and not `visibility: hidden`) every frame and at every
 * change of the card's DOM, until the drawing is over: the reference timer has fired, `minMs` have
 * passed since the tap, the content is shown (`isShown`) or hidden, and the height has not moved
 * for three frames.
 * The reference is a page timer of `referenceMs` set as the tap's click begins, before the app sets
 * its own of the same delay: it fires first, as late as the page runs its timers, and the app's
 * moments are measured from it.
 */
async function sampleAfterTap(
  page: Page,
  card: Locator,
  options: { referenceMs: number; minMs: number; isShown: boolean },
): Promise<Trace> {
  const handle = await card.elementHandle()
  await page.evaluate(
    ([el, { referenceMs, minMs, isShown }, maxMs]) => {
      const content = el.querySelector('[id$="-project-content"]') as HTMLElement
      const isContentVisible = () => {
        const box = content.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(content).visibility !== 'hidden'
      }
      const height = () => el.getBoundingClientRect().height
      const w = window as unknown as { __trace: Promise<Trace> }
      w.__trace = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const start = event.timeStamp
            const since = () => performance.now() - start
            const trace: Trace = {
              heightAtTap: height(),
              referenceAtMs: null,
              frames: [],
              changes: [],
            }
            setTimeout(() => (trace.referenceAtMs = since()), referenceMs)
            let inTapTask = true
            setTimeout(() => (inTapTask = false), 0)
            let wasVisible = isContentVisible()
            const observer = new MutationObserver(() => {
              const isVisible = isContentVisible()
              if (isVisible === wasVisible) return
              wasVisible = isVisible
              trace.changes.push({
                atMs: since(),
                isContentVisible: isVisible,
                afterReference: trace.referenceAtMs !== null,
                inTapTask,
              })
            })
            observer.observe(el, { attributes: true, subtree: true })
            const read = () => {
              inTapTask = false
              const frame = {
                atMs: since(),
                height: height(),
                isContentVisible: isContentVisible(),
                afterReference: trace.referenceAtMs !== null,
              }
              trace.frames.push(frame)
              const lastThree = trace.frames.slice(-3)
              const isOver =
                frame.afterReference &&
                frame.atMs >= minMs &&
                frame.isContentVisible === isShown &&
                lastThree.length === 3 &&
                lastThree.every((f) => f.afterReference && Math.abs(f.height - frame.height) < 0.01)
              if (!isOver && frame.atMs < maxMs) return requestAnimationFrame(read)
              observer.disconnect()
              resolve(trace)
            }
            requestAnimationFrame(read)
          },
          { capture: true, once: true },
        )
      })
    },
    [handle!, options, MAX_SAMPLE_MS] as const,
  )
  await tap(page, card)
  return page.evaluate(() => (window as unknown as { __trace: Promise<Trace> }).__trace)
}
