import { expect, test, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './support'

// The spec's motion timings, measured in the page (performance.now, every animation frame) with
// the CPU slowed 4× like a mid-range phone (DevTools' CPU throttling).

interface Sample {
  at: number
  opacity: number
  shown: string | null
  isTransitioning: boolean
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * Clicks `button` from inside the page and samples the card frame on every animation frame for
 * `ms`: its computed opacity, the item it shows (`attribute`) and whether a change runs.
 */
async function sampleChange(frame: Locator, button: Locator, attribute: string, ms = 700) {
  const handle = await button.elementHandle()
  return frame.evaluate(
    async (element, { button, attribute, ms }) => {
      const samples: Sample[] = []
      const start = performance.now()
      ;(button as HTMLElement).click()
      while (performance.now() - start < ms) {
        await new Promise(requestAnimationFrame)
        samples.push({
          at: performance.now() - start,
          opacity: Number(getComputedStyle(element).opacity),
          shown: element.getAttribute(attribute),
          isTransitioning: element.hasAttribute('data-transitioning'),
        })
      }
      return samples
    },
    { button: handle, attribute, ms },
  )
}

/** The dim of spec §4: half opacity within the 150 ms, the swap at its end, then back to full. */
function expectDimThenSwap(samples: Sample[], from: string, to: string) {
  const swap = samples.find((s) => s.shown !== from)
  expect(swap?.shown).toBe(to)
  // the swap comes when the 150 ms dim has run, never before (one frame's leeway), and not long
  // after it (slowed frames on a busy 2-core machine can take a while; a second animation could not)
  expect(swap!.at).toBeGreaterThanOrEqual(150 - 17)
  expect(swap!.at).toBeLessThan(150 + 500)
  const before = samples.filter((s) => s.at < swap!.at)
  expect(before.every((s) => s.isTransitioning)).toBe(true)
  // dimmed to half opacity (never lower), and already below 0.75 half way through
  const lowest = Math.min(...before.map((s) => s.opacity))
  expect(lowest).toBeGreaterThan(0.45)
  expect(lowest).toBeLessThan(0.56)
  const midway = before.filter((s) => s.at >= 75).at(0)
  expect(midway?.opacity).toBeLessThan(0.75)
  expect(samples.at(-1)).toMatchObject({ opacity: 1, shown: to, isTransitioning: false })
}

test('testimonials: choosing a client dims the card to 0.5 for 150 ms, then swaps it', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await slowCpu(page)
  const region = page.getByRole('region', { name: 'Client testimonials' })
  await region.scrollIntoViewIfNeeded()
  const frame = region.locator('[data-testimonial]')
  const from = await frame.getAttribute('data-testimonial')
  const samples = await sampleChange(
    frame,
    region.getByRole('button', { name: /Kristjan Tamm/ }).first(),
    'data-testimonial',
  )
  expectDimThenSwap(samples, from!, 'client6')
  // the quote shown is the chosen client's, and the others are out of reach
  await expect(region.locator('li[data-current]')).toHaveCount(1)
  await expect(region.locator('li[data-current] figcaption')).toContainText('Kristjan Tamm')
  await expect(region.locator('li[inert]')).toHaveCount(5)
})

test('industries slider: each change dims the card to 0.5 for 150 ms; input meanwhile is ignored', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  await slowCpu(page)
  const region = page.getByRole('region', { name: 'Industries' })
  await region.scrollIntoViewIfNeeded()
  const frame = region.locator('[data-industry]')
  const next = region.getByRole('button', { name: 'Next industry' })
  expectDimThenSwap(await sampleChange(frame, next, 'data-industry'), 'ecommerce', 'travel')
  // two clicks 50 ms apart: the second lands in the first one's dim and is ignored
  await next.evaluate((button: HTMLElement) => {
    button.click()
    setTimeout(() => button.click(), 50)
  })
  await page.waitForTimeout(800)
  await expect(frame).toHaveAttribute('data-industry', 'government')
})

test('partner strip: every 5 s it fades out for 300 ms, switches the set, and clears the fade 50 ms later', async ({
  page,
}) => {
  test.setTimeout(40_000)
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.mouse.move(0, 0)
  const strip = page.getByRole('list', { name: /partner|trusted/i })
  const events = await strip.evaluate(async (list) => {
    const log: { at: number; set: string | null; isFading: boolean; opacity: number }[] = []
    const start = performance.now()
    while (performance.now() - start < 11_000) {
      await new Promise(requestAnimationFrame)
      log.push({
        at: performance.now(),
        set: list.getAttribute('data-set'),
        isFading: list.hasAttribute('data-fading'),
        opacity: Number(getComputedStyle(list).opacity),
      })
    }
    return log
  })
  const changes = events.filter(
    (e, i) => i > 0 && (e.set !== events[i - 1]!.set || e.isFading !== events[i - 1]!.isFading),
  )
  // two rotations: fade on, set switch, fade off; then the same 5 s later
  expect(changes.map((e) => [e.set, e.isFading])).toEqual([
    ['0', true],
    ['1', true],
    ['1', false],
    ['1', true],
    ['2', true],
    ['2', false],
  ])
  const [fadeOn, swap, fadeOff, fadeOn2, swap2, fadeOff2] = changes.map((e) => e.at)
  expect(fadeOn2! - fadeOn!).toBeGreaterThan(5000 - 50)
  expect(fadeOn2! - fadeOn!).toBeLessThan(5000 + 50)
  // the second rotation has framer-motion loaded: the fade is its 300 ms
  expect(swap2! - fadeOn2!).toBeGreaterThanOrEqual(300 - 17)
  expect(swap2! - fadeOn2!).toBeLessThan(300 + 100)
  for (const [switched, cleared] of [
    [swap, fadeOff],
    [swap2, fadeOff2],
  ]) {
    expect(cleared! - switched!).toBeGreaterThanOrEqual(50 - 17)
    expect(cleared! - switched!).toBeLessThan(50 + 100)
  }
  // faded right out before the switch, and fully back after it
  const atSwitch = events.filter((e) => e.at < swap2! && e.at > fadeOn2!).map((e) => e.opacity)
  expect(Math.min(...atSwitch)).toBeLessThan(0.05)
  expect(events.at(-1)?.opacity).toBe(1)
})
