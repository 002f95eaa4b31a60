import { expect, type Locator, type Page } from '@playwright/test'
import {
  HOVER_TRANSITION_MS,
  INDUSTRY_TRANSITION_MS,
  PAGE_TRANSITION_MS,
  PARTNER_FADE_MS,
  PROJECT_CONTENT_FADE_MS,
  PROJECT_SHRINK_MS,
  STATE_TRANSITION_MS,
  TESTIMONIAL_SWAP_MS,
} from '../../src/config/constants'
import { RETRY_QUERY } from '../../src/config/retry'
import { FRAME_HERE_ATTR } from '../../src/lib/delivery/frameMark'
import { MOVING_ATTR } from '../../src/lib/moving/links'
import { NOT_FOUND_PATH } from '../../src/config/routes'

export { ALL_PATHS } from '../shared/sitePaths'

/**
 * The visible page's heading: a page rendered ahead (docs/moving.md "The next page rendered before
 * the tap") is hidden, outside the accessibility tree, so the role finds only the page shown.
 */
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 })
export { NOT_FOUND_PATH }

/**
 * The address of the built chunk `name-<hash>.js`, at its first try and at its second (the same
 * file under `?retry=1`, app/boot/retryImport.ts): a chunk made to fail fails at both.
 */
export const chunkFile = (name: string) =>
  new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?${RETRY_QUERY})?$`)

/**
 * Collects console errors, warnings and page errors while a test runs, and every Content Security
 * Policy violation on the pages it opens (each is reported as a console error naming the directive
 * and what it blocked), so a page the policy breaks fails even where Chromium stays quiet.
 */
export async function watchConsole(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'}` +
            ` (${event.sourceFile || location.pathname}:${event.lineNumber})`,
        ),
      true,
    )
  })
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      problems.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * Waits until React has hydrated the prerendered page (the app marks the root) and, unless told
 * `{ belowFold: false }`, every part of it that hydrates on its own (each marks itself), then
 * until what is on screen has arrived (`waitForScreen`). A part below the first screen fetches its
 * code as the visitor nears it (lib/delivery/OnDemand.tsx), so for those the page is first read
 * down to its end, as a visitor reading on would, and scrolled back to where it was. Last, unless
 * told `{ frameCode: false }`, the frame's code (`waitForFrameCode`), so that a link goes inside
 * the app.
 */
export async function waitForHydration(page: Page, { belowFold = true, frameCode = true } = {}) {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  if (belowFold) {
    await readDown(page)
    await expect.poll(() => unhydratedControls(page), { timeout: 10_000 }).toEqual([])
  }
  await waitForScreen(page)
  if (frameCode) await waitForFrameCode(page)
}

/**
 * Brings the code of every part of the frame outside `<main>` and waits for it (the root's
 * `FRAME_HERE_ATTR`): from then on a tap on a link of the site goes inside the app; before, it is
 * a full load (lib/moving/navigation.ts). A visitor's intent toward a link brings it, on any
 * line and whatever the page's clock: a mouse coming over a link to another page and leaving it
 * (events, not a move of Playwright's pointer, so nothing is hovered, and no rest: its page is
 * not fetched).
 */
export async function waitForFrameCode(page: Page) {
  // asked again until it comes: the watch for intent starts once its own code is here
  const isHere = () =>
    page.evaluate((attr) => {
      if (document.getElementById('root')?.hasAttribute(attr)) return true
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      const link = links.find((a) => a.pathname !== location.pathname)
      // over and out at once: no rest on it, so its page is not fetched or rendered ahead
      link?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
      link?.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }))
      return false
    }, FRAME_HERE_ATTR)
  await expect.poll(isHere, { timeout: 15_000 }).toBe(true)
  // and the links' own way of moving (before it, a link loads its page whole too)
  await expect(page.locator(`#root[${MOVING_ATTR}]`)).toHaveCount(1)
}

/**
 * Waits until what the visitor sees has arrived: the page's fonts, and every image on screen (an
 * IntersectionObserver's first answer says which: it counts what a carousel or a clip hides), so
 * nothing on screen moves or changes after it. Polled from the test (a page clock may stand still).
 * With scripts off (`isScripted: false`) no observer answers, and no image is lazy (the platform
 * loads them all): every image has arrived.
 */
export async function waitForScreen(page: Page, { isScripted = true } = {}) {
  const isComplete = () => page.evaluate(isScripted ? isScreenComplete : isEveryImageComplete)
  await expect.poll(isComplete, { timeout: 15_000 }).toBe(true)
}

/** In the page: whether the fonts and every image have arrived (needs no callback). */
const isEveryImageComplete = () =>
  document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete)

/** In the page: whether the fonts and every image on screen have arrived. */
const isScreenComplete = () =>
  new Promise<boolean>((resolve) => {
    const images = [...document.images]
    if (document.fonts.status !== 'loaded') return resolve(false)
    if (images.length === 0) return resolve(true)
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect()
      resolve(
        entries
          .filter((entry) => entry.isIntersecting)
          .every((entry) => (entry.target as HTMLImageElement).complete),
      )
    })
    for (const image of images) observer.observe(image)
  })

/**
 * Scrolls down the whole page a screen at a time, as a visitor reading it does (each part below
 * the first screen fetches its code as they near it), then back to where the page was. Each screen
 * stays until the page has seen it: the browser has rendered it and answered the page's
 * IntersectionObservers (the parts' own watch for the visitor's approach among them), however
 * late a busy machine renders, and whatever the page's clock (a paused one holds no frame of it).
 */
export async function readDown(page: Page) {
  // the parts watch for the visitor's approach once the app has hydrated the page around them
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 20_000 })
  const start = await page.evaluate(() => window.scrollY)
  for (let step = 0; step < 100; step++) {
    const isAtBottom = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' })
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
    await nextFrame(page)
    if (isAtBottom) break
  }
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), start)
}

/**
 * Waits for the browser's next rendering of the page: a new IntersectionObserver's first answer
 * comes with it, in the same task as the answers of the page's own observers to that rendering.
 * It is the browser's frame, not the page clock's (`requestAnimationFrame`), so a paused clock
 * does not hold it. The answer is polled from the test, not awaited inside the page: on a loaded
 * machine Chromium now and then let a first answer wait 30 s and more (twice in two fresh-clone
 * runs: docs/journal.md, "Tests wait for the page"), so each poll that finds none asks
 * for a rendering again, by a custom property on the root that nothing reads (the visitor sees
 * nothing of it); after about 2 s it brings the page to the front; and if none comes at all, the
 * test fails in 10 s, with what the page said of itself (its visibility and focus). It happened
 * once more in readDown, with two CPU burners: the compositor still drew (a fade), the page's
 * frames stopped for 10 s; not reproduced in 220 loads.
 */
export async function nextFrame(page: Page) {
  const watch = await page.evaluate(() => {
    const frames = (window.__frames ??= { asked: 0, seen: 0, nudged: 0 })
    const asked = ++frames.asked
    const observer = new IntersectionObserver(() => {
      observer.disconnect()
      frames.seen = Math.max(frames.seen, asked)
    })
    observer.observe(document.documentElement)
    return asked
  })
  let misses = 0
  // what the page said of itself on the last ask: the reasons a browser stops rendering a page
  let state = ''
  const isRendered = async () => {
    const seen = await page.evaluate((watch) => {
      if (window.__frames.seen >= watch) return ''
      document.documentElement.style.setProperty('--frame-asked', String(++window.__frames.nudged))
      return `${document.visibilityState}, ${document.hasFocus() ? 'focused' : 'not focused'}`
    }, watch)
    if (seen === '') return true
    state = seen
    // a long wait: the page is brought to the front, should the browser have thought it hidden
    if (++misses === FRONT_AFTER_ASKS) await page.bringToFront()
    return false
  }
  const started = Date.now()
  try {
    await expect
      .poll(isRendered, { intervals: [16, 50, 100, 250], timeout: RENDER_TIMEOUT_MS })
      .toBe(true)
  } catch (error) {
    throw new Error(
      `the browser rendered the page no frame in ${RENDER_TIMEOUT_MS} ms (a new IntersectionObserver never answered; ${misses} asks; the page: ${state})`,
      { cause: error },
    )
  }
  // in the log, so a run shows how often the browser held a rendering back, and for how long
  if (misses > 2)
    console.warn(
      `nextFrame: the browser rendered after ${Date.now() - started} ms, ${misses} asks (the page: ${state})`,
    )
}

/** After how many asks without a rendering `nextFrame` brings the page to the front (~2 s). */
const FRONT_AFTER_ASKS = 10
/** How long `nextFrame` waits for the browser to render before it fails the test. */
const RENDER_TIMEOUT_MS = 10_000

/**
 * Waits until `part` takes input again: the mark a slider writes while a change or its lock runs
 * (`data-busy`: the industries' and testimonials' card while it dims and swaps, hooks/useDimSwap.ts;
 * the team's region during its lock, hooks/useInputLock.ts) has gone.
 */
export const waitUntilIdle = (part: Locator) => expect(part).not.toHaveAttribute('data-busy')

/**
 * Presses `button` twice, `apartMs` apart, from inside the page (a test runner's click can take
 * longer than a slider's lock on a busy machine); returns whether `part` was marked busy as the
 * second press came, the mark `waitUntilIdle` waits out.
 */
export async function pressTwice(button: Locator, part: Locator, apartMs: number) {
  const handle = await part.elementHandle()
  return button.evaluate(
    (element: HTMLElement, { part, ms }) =>
      new Promise<boolean>((resolve) => {
        element.click()
        setTimeout(() => {
          resolve(part!.hasAttribute('data-busy'))
          element.click()
        }, ms)
      }),
    { part: handle, ms: apartMs },
  )
}

/**
 * Stops the industries slider's auto-advance with its pause button and shows the first industry,
 * the change over: what follows counts the visitor's gestures only (a busy machine took over 4 s
 * from the slider's hydration to a test's first check, and it had moved on by itself).
 */
export async function holdIndustries(region: Locator) {
  const pause = region.getByRole('button', { name: 'Pause the industry rotation' })
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await region.getByRole('button', { name: 'Show E-commerce' }).click()
  const card = region.locator('[data-industry]')
  await expect(card).toHaveAttribute('data-industry', 'ecommerce')
  await waitUntilIdle(card)
}

/**
 * How late a busy machine may run the page's timers and frames, in real time: what the page does
 * by a time of src/config/constants.ts, it has done by that time and this much more.
 */
export const LATE_MS = 300

/**
 * The longest fade the site draws a change with (src/config/constants.ts): a change drawn by one,
 * or waiting for one, has shown within it.
 */
export const LONGEST_TRANSITION_MS = Math.max(
  HOVER_TRANSITION_MS,
  STATE_TRANSITION_MS,
  PAGE_TRANSITION_MS,
  PARTNER_FADE_MS,
  TESTIMONIAL_SWAP_MS,
  INDUSTRY_TRANSITION_MS,
  PROJECT_SHRINK_MS,
  PROJECT_CONTENT_FADE_MS,
)

/**
 * Checks that nothing the visitor would see happens for `ms`, a time of src/config/constants.ts
 * within which the page would have acted (a timer's delay, `LONGEST_TRANSITION_MS` for what
 * follows at once), and `LATE_MS` more for a busy machine: `check` holds now, and still holds
 * then. The one place a test lets a fixed time pass (lint: house/test-waits); everywhere else it
 * waits for what the page shows: a mark (`data-busy` while a slider ignores input), a poll, the
 * browser's next frame (`nextFrame`), or Playwright's clock (clock.ts).
 */
export async function expectNothingFor(page: Page, ms: number, check: () => Promise<unknown>) {
  await check()
  await page.waitForTimeout(ms + LATE_MS)
  await check()
}

/**
 * The parts of the page (within `scope`) the app has not hydrated yet, read from the marks the
 * app writes (src/lib/hydrationMarks.ts): every band and form while the root is unmarked, then
 * each band or form not yet marked itself; none inside `except` (a selector), when given.
 */
export function unhydratedControls(page: Page, scope = '#root', except?: string) {
  return page.evaluate(
    ({ scope, except }) => {
      const isRootHydrated = document.querySelector('#root[data-hydrated]') !== null
      return (
        [...document.querySelectorAll(scope)]
          .flatMap((root) => [
            ...(root.id === 'root' ? [] : [root]),
            ...root.querySelectorAll('[data-hydrates]'),
          ])
          // a closed dialog's card hydrates on demand (when it opens, or once the line is idle)
          .filter((el) => el.closest('dialog:not([open])') === null)
          .filter(
            (el) => !isRootHydrated || el.closest('[data-hydrates]:not([data-hydrated])') !== null,
          )
          // parts left out on purpose (a form whose code was made to fail)
          .filter((el) => !except || el.closest(except) === null)
          .map((el) => el.outerHTML.slice(0, 80))
      )
    },
    { scope, except },
  )
}

declare global {
  interface Window {
    __alerts: string[]
    /** nextFrame's watches: how many it asked for, the last the browser answered, the nudges */
    __frames: { asked: number; seen: number; nudged: number }
  }
}

/** Records alerts instead of showing them (they would block the page). */
export async function captureAlerts(page: Page) {
  await page.addInitScript(() => {
    window.__alerts = []
    window.alert = (message?: unknown) => void window.__alerts.push(String(message))
  })
}

/** The alerts shown so far. */
export const alerts = (page: Page) => page.evaluate(() => window.__alerts)

export interface OutboxMessage {
  service_id: string
  template_id: string
  user_id: string
  template_params: { name: string; email: string; message: string }
}

/** Every message the local outbox holds, newest first. */
export async function outbox(page: Page): Promise<OutboxMessage[]> {
  return (await page.request.get('/__outbox.json')).json()
}

const EMAIL_SEND_URL = '**/api/v1.0/email/send'

/** Makes every e-mail send fail with a server error. */
export async function failSends(page: Page) {
  await page.route(EMAIL_SEND_URL, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: 'Server error' })
      : route.continue(),
  )
}

/** Lets e-mail sends reach the outbox again after failSends. */
export async function restoreSends(page: Page) {
  await page.unroute(EMAIL_SEND_URL)
}

/**
 * Tells the page that a full load of one of its addresses takes `ms` (its own first paint, which
 * navigation.ts reads as the measure of a full load): a slow line, on a fast local server.
 */
export async function setFullLoadMs(page: Page, ms: number) {
  await page.addInitScript((fcp) => {
    const byName = Performance.prototype.getEntriesByName
    Performance.prototype.getEntriesByName = function (this: Performance, name, type) {
      if (name === 'first-contentful-paint') return [{ name, startTime: fcp } as PerformanceEntry]
      return byName.call(this, name, type)
    }
  }, ms)
}

/**
 * Aborts every request for a chunk whose file name matches `file` and whose code holds `marker`
 * (the three `lv-*.js` chunks, frame, home and forms copy, differ only by hash); returns how many
 * were aborted. `release()` lets them through again.
 */
export async function failChunk(page: Page, file: RegExp, marker = '') {
  const failed = { count: 0 }
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    try {
      const response = await route.fetch()
      if (!(await response.text()).includes(marker)) return route.fulfill({ response })
      failed.count++
      return await route.abort()
    } catch (error) {
      // the request's document went away with it under way: the test ended (its page closed), or
      // a full load left the page (a fresh-clone run met both: "Response has been disposed");
      // any other error stands
      if (!page.isClosed() && !/disposed/i.test(String(error))) throw error
    }
  }
  await page.route(file, handler)
  return { failed, release: () => page.unroute(file, handler) }
}
