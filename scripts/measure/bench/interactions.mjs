// The bench's interactions after hydration: input → next paint, read as INP reads it, from the
// Event Timing API in the page (PerformanceObserver type 'event', durationThreshold 16: the
// largest `duration` among the entries of the interaction, i.e. with an interactionId). The CPU is
// slowed by CDP (budgets.json "realLoad.conditions.cpuSlowdown"), the network is not: the code is
// in by then. Desktop at 1280 px; the phone's viewport for the controls only a phone shows.
import { launchBrowser } from './real-load.mjs'

// the page the interactions are made on: the controls below are the English home page's
export const INTERACTION_ROUTE = '/'
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }
// how long the page may take to hydrate, and a band's code to arrive once scrolled to
const HYDRATE_TIMEOUT_MS = 60_000
// quiet time after hydration, after a band has become React's and after each step
const SETTLE_MS = 1_000
const STEP_MS = 400
// after the input, time for the next paint and for its Event Timing entries to be delivered
const PAINT_WAIT_MS = 1_000
// Event Timing reports no entry shorter than this (the smallest threshold the API takes), in ms
export const EVENT_THRESHOLD_MS = 16

const HERO = '#main > section:first-child'
const close = (page) => page.keyboard.press('Escape').then(() => page.waitForTimeout(STEP_MS))
const visible = (page, selector) => page.locator(selector).filter({ visible: true }).first()
/** The first of `selectors` (alternatives, the current build's first) that matches a visible element. */
async function pick(page, selectors) {
  for (const selector of selectors.slice(0, -1))
    if (await visible(page, selector).count()) return visible(page, selector)
  return visible(page, selectors.at(-1))
}
// Each control's selectors: the current build's, then an older build's (--compare DIR of a build
// from before the prerendered dialogs, whose popups React renders on the click)
const BOOKING = [`${HERO} button[commandfor="booking-dialog"]`, `${HERO} button >> nth=0`]
const BOOKING_NAME = ['#booking-dialog input[name="name"]', 'dialog[open] input[name="name"]']
const openBooking = async (page) => {
  await (await pick(page, BOOKING)).click()
  await page.waitForTimeout(STEP_MS)
  const name = await pick(page, BOOKING_NAME)
  await name.waitFor({ state: 'visible', timeout: HYDRATE_TIMEOUT_MS })
  await name.click()
  await page.waitForTimeout(STEP_MS)
}

/**
 * What is measured: the first of `selectors` that is on the page is clicked (tapped on the phone)
 * unless `act` says otherwise; `prepare` runs first and `undo` after, neither measured; one of
 * `expect` must match after the input. Labels and the two aria-label
 * selectors are the English home page's copy.
 */
export const INTERACTIONS = [
  {
    id: 'booking',
    label: '"Get started" → booking popup',
    form: 'desktop',
    selectors: BOOKING,
    expect: ['#booking-dialog[open]', 'dialog[open] [data-form="booking-popup"]'],
    undo: close,
  },
  {
    id: 'consultation',
    label: 'consultation button → popup',
    form: 'desktop',
    selectors: [`${HERO} button[commandfor="consultation-dialog"]`, `${HERO} button >> nth=1`],
    expect: ['#consultation-dialog[open]', 'dialog[open]:not(:has([data-form="booking-popup"]))'],
    undo: close,
  },
  {
    id: 'typing',
    label: "a character in the booking form's name field",
    form: 'desktop',
    selectors: BOOKING_NAME,
    prepare: openBooking,
    act: (page) => page.keyboard.press('a'),
    undo: close,
  },
  {
    id: 'chevron',
    label: 'services chevron in the header',
    form: 'desktop',
    selectors: ['header button[aria-expanded]:not([commandfor])'],
    expect: ['header button[aria-expanded="true"]'],
    undo: (page) => visible(page, 'header button[aria-expanded="true"]').click(),
  },
  {
    id: 'testimonial',
    label: 'testimonials: another card',
    form: 'desktop',
    selectors: ['#testimonials button[aria-label^="Show the testimonial"]:not([aria-current])'],
  },
  {
    id: 'menu',
    label: "phone menu's burger (390 px)",
    form: 'phone',
    selectors: [
      'button[commandfor="site-menu"][command="show-modal"]',
      'button[aria-label="Open menu"]',
    ],
    expect: ['#site-menu[open]', 'button[aria-label="Open menu"][aria-expanded="true"]'],
    undo: close,
  },
  {
    id: 'industry',
    label: 'industries slider: next (390 px)',
    form: 'phone',
    selectors: ['button[aria-label="Next industry"]'],
  },
]

/** Installed before navigation: every Event Timing entry of at least 16 ms, in window.__events. */
function recordEvents(threshold) {
  const w = /** @type {any} */ (window)
  w.__events = []
  const keep = (entries) =>
    w.__events.push(
      ...entries.map((e) => ({ name: e.name, duration: e.duration, id: e.interactionId })),
    )
  w.__eventObserver = new PerformanceObserver((list) => keep(list.getEntries()))
  w.__eventObserver.observe({ type: 'event', durationThreshold: threshold })
  w.__takeEvents = () => {
    keep(w.__eventObserver.takeRecords())
    return w.__events.splice(0)
  }
}

/** Waits until the element's band is React's (the app's hydration marks), then a quiet moment. */
async function untilLive(page, locator) {
  await locator.scrollIntoViewIfNeeded({ timeout: HYDRATE_TIMEOUT_MS })
  const handle = await locator.elementHandle({ timeout: HYDRATE_TIMEOUT_MS })
  await page.waitForFunction((el) => !el?.closest('[data-hydrates]:not([data-hydrated])'), handle, {
    timeout: HYDRATE_TIMEOUT_MS,
    polling: 100,
  })
  await page.waitForTimeout(SETTLE_MS)
}

/** One interaction on a hydrated page: { ms, events } or { error }. ms 0: nothing ≥ 16 ms. */
async function interact(page, interaction, isPhone) {
  try {
    await interaction.prepare?.(page)
    const target = await pick(page, interaction.selectors)
    await untilLive(page, target)
    await page.evaluate(() => /** @type {any} */ (window).__takeEvents())
    if (interaction.act) await interaction.act(page)
    else if (isPhone) await target.tap()
    else await target.click()
    await page.waitForTimeout(PAINT_WAIT_MS)
    const events = await page.evaluate(() => /** @type {any} */ (window).__takeEvents())
    const own = events.filter((e) => e.id > 0)
    const matched = await Promise.all(
      (interaction.expect ?? []).map((e) => page.locator(e).count()),
    )
    if (interaction.expect && !matched.some(Boolean))
      throw new Error(`${interaction.expect[0]} did not match after the input`)
    await interaction.undo?.(page)
    return {
      ms: Math.max(0, ...own.map((e) => e.duration)),
      events: own.map((e) => `${e.name} ${e.duration}`),
    }
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] }
  }
}

/**
 * Every interaction of one form ('desktop' or 'phone') on `url`, in one fresh browser with the
 * CPU slowed: the page loaded and hydrated, then each control in turn. Returns { [id]: sample }.
 */
export async function measureInteractions(url, form, { chromePath, conditions }) {
  const isPhone = form === 'phone'
  const browser = await launchBrowser(chromePath)
  const results = {}
  try {
    const context = await browser.newContext({
      ...(isPhone
        ? {
            viewport: conditions.viewport,
            deviceScaleFactor: conditions.deviceScaleFactor,
            isMobile: true,
            hasTouch: true,
          }
        : DESKTOP),
      ignoreHTTPSErrors: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown })
    await page.addInitScript(recordEvents, EVENT_THRESHOLD_MS)
    await page.goto(url, { waitUntil: 'load', timeout: HYDRATE_TIMEOUT_MS })
    await page.waitForSelector('#root[data-hydrated]', {
      state: 'attached',
      timeout: HYDRATE_TIMEOUT_MS,
    })
    await page.waitForTimeout(SETTLE_MS)
    for (const interaction of INTERACTIONS.filter((i) => i.form === form))
      results[interaction.id] = await interact(page, interaction, isPhone)
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0]
    for (const interaction of INTERACTIONS.filter((i) => i.form === form))
      results[interaction.id] ??= { error: message }
  } finally {
    await browser.close()
  }
  return results
}
