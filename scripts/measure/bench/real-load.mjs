// The bench's real loads: a visitor's phone with the throttling applied by CDP, not simulated
// (budgets.json "realLoad.conditions"), a fresh browser per load. A "watch" load reads the
// observed LCP, when the app hydrated, when the first screen was live and every script fetched
// by load + 4 s; a "tap" load taps the first screen's booking button the moment it is painted and
// reads when #booking-dialog opened. The same phone in one running browser, a new context per
// load, is bench/warm-load.mjs's (throttledPage below makes both).
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../provision/browser.mjs'

// how long a real load may take to load, paint its button or hydrate before it counts as failed
const LOAD_TIMEOUT_MS = 120_000
// how long a real load waits after the tap for the dialog; never opening counts as over budget
export const DIALOG_WAIT_MS = 30_000
// after a real load has hydrated, the time given to a late largest paint before LCP is read
const SETTLE_MS = 500
// the scripts a visit fetches without scrolling are counted until load + 4 s
export const JS_WINDOW_MS = 4_000
// how often the page checks whether every first-screen control is React's (the "live" column),
// and how long after hydration it may take before "live" is left blank (information, no gate)
const LIVE_POLL_MS = 20
const LIVE_WAIT_MS = 10_000
// the dialog a tap on "Get started" opens (prerendered closed in every page, src/layout); a build
// from before the prerendered dialogs (--compare) renders one without an id around its form
export const BOOKING_DIALOG = 'booking-dialog'
const OLDER_BOOKING_FORM = '[data-form="booking-popup"]'

/** A fresh Chromium (cold cache, no open connection) that accepts the throwaway certificate. */
export const launchBrowser = (chromePath) =>
  chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  })

/**
 * Installed before navigation in every real load. Records, in ms since navigation start
 * (performance.now and event timeStamps share that origin): the last largest-contentful-paint
 * entry; when #root got data-hydrated (the app sets it once React has hydrated); when every control
 * of the header and the first screen became React's ("live": a click there is handled at once);
 * when the first touch or pointer event was made (its timeStamp: when the finger came down, not
 * when a busy main thread got to it); and when the first <dialog> got `open`, and its id. A
 * MutationObserver's callback runs at the end of the task that made the change (showModal() sets
 * the attribute in the click's own task). With a `tapSelector`, it also watches every frame for
 * that button: once it is laid out with a size and the first contentful paint has happened, the
 * next frame has painted it, and the page calls `__benchPainted` (a Playwright binding) with its
 * text and centre, to be tapped there.
 */
function recordRealLoad({ livePollMs, tapSelector, bookingId, olderBookingForm }) {
  const w = /** @type {any} */ (window)
  Object.assign(w, { __lcp: 0, __hydratedAt: null, __liveAt: null, __tapAt: null })
  Object.assign(w, { __dialogAt: null, __dialogId: null })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const onInput = (/** @type {Event} */ event) => (w.__tapAt ??= event.timeStamp)
  for (const type of ['pointerdown', 'touchstart'])
    window.addEventListener(type, onInput, { capture: true, passive: true })
  // the app's own marks (src/lib/hydrationMarks.ts): the header hydrates with the root, the first
  // screen's band marks itself
  const owned = (element) => !element.closest('[data-hydrates]:not([data-hydrated])')
  const checkLive = () => {
    const controls = document.querySelectorAll(
      'header button, header a, #main > section:first-child button, #main > section:first-child a',
    )
    if ([...controls].every(owned)) w.__liveAt = performance.now()
    else setTimeout(checkLive, livePollMs)
  }
  const look = () => {
    if (w.__hydratedAt === null && document.querySelector('#root[data-hydrated]')) {
      w.__hydratedAt = performance.now()
      checkLive()
    }
    const dialog = w.__dialogAt === null && document.querySelector('dialog[open]')
    const isOlderBooking = dialog && !dialog.id && dialog.querySelector(olderBookingForm)
    const id = isOlderBooking ? bookingId : dialog && (dialog.id || 'a dialog without id')
    if (dialog) Object.assign(w, { __dialogAt: performance.now(), __dialogId: id })
  }
  new MutationObserver(look).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'open'],
  })
  look() // already there (never, before navigation; kept honest should that change)
  const watchButton = () => {
    const button = document.querySelector(tapSelector)
    const box = button?.getBoundingClientRect()
    const hasPainted = performance.getEntriesByName('first-contentful-paint').length > 0
    if (!button || !box?.width || !box.height || !hasPainted || !button.checkVisibility())
      return requestAnimationFrame(watchButton)
    const text = button.textContent?.trim() ?? ''
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    requestAnimationFrame(() => w.__benchPainted(text, centre))
  }
  if (tapSelector) requestAnimationFrame(watchButton)
}

/**
 * Counts every script response of the page from CDP's Network events: its bytes on the wire
 * (encodedDataLength: compressed body and headers), the file count, and the files themselves.
 * A script still arriving when read counts with the bytes received so far.
 */
function countScripts(cdp) {
  const scripts = new Map()
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 })
  })
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId)
    if (script) script.bytes += encodedDataLength
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId)
    if (script) script.bytes = Math.max(script.bytes, encodedDataLength)
  })
  return () => {
    const files = [...scripts.values()].map((s) => ({ path: new URL(s.url).pathname, ...s }))
    return {
      jsBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      jsFiles: files.length,
      js: files.map((f) => `${f.path} ${f.bytes}`),
    }
  }
}

// The desktop of the navigations (bench/navigation.mjs): the interactions' 1280 px screen
export const DESKTOP_SCREEN = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }

/**
 * A new context of `browser` and its page, throttled: a phone's screen with touch ('phone', the
 * default) or a desktop's 1280×800 with a mouse ('desktop'), the network and CPU slowed as
 * `conditions` say either way. A context has its own cache and connections: a cold visit.
 * `beforeNetwork` gets the CDP session before its network domain is on.
 */
export async function throttledPage(
  browser,
  conditions,
  { form = 'phone', beforeNetwork = () => {} } = {},
) {
  const context = await browser.newContext({
    ...(form === 'desktop'
      ? DESKTOP_SCREEN
      : {
          viewport: conditions.viewport,
          deviceScaleFactor: conditions.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        }),
    ignoreHTTPSErrors: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  beforeNetwork(cdp)
  await cdp.send('Network.enable')
  // CDP wants bytes per second; Lighthouse counts a kbit as 1024 bits
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.latencyMs,
    downloadThroughput: (conditions.downloadMbps * 1024 * 1024) / 8,
    uploadThroughput: (conditions.uploadKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown })
  return { context, page, cdp }
}

/**
 * A fresh throttled phone page: a fresh browser (throttledPage's phone in it). `beforeNetwork`
 * gets the CDP session before its network domain is on.
 */
export async function phonePage(chromePath, conditions, { beforeNetwork = () => {} } = {}) {
  const browser = await launchBrowser(chromePath)
  const { page } = await throttledPage(browser, conditions, { beforeNetwork })
  return { browser, page }
}

/**
 * One load of `url` as a visitor's phone gets it: a fresh browser, the CPU slowed, DevTools'
 * network emulation, a phone's screen with touch. A "watch" load touches nothing and returns the
 * observed LCP, when the app hydrated, when the first screen was live (the floor page has no app:
 * only its LCP) and the scripts fetched by load + 4 s. A "tap" load taps `target` the moment it
 * is painted and returns the ms from the tap to #booking-dialog open. Two loads, because the first
 * input ends LCP (Chromium stops reporting it): a tapped load's LCP would be cut short.
 */
export async function realLoad(url, { chromePath, conditions, isFloor = false, target = null }) {
  let scripts = () => ({})
  const { browser, page } = await phonePage(chromePath, conditions, {
    beforeNetwork: (cdp) => (scripts = countScripts(cdp)),
  })
  try {
    // The page watches for the button itself and calls back at once: Playwright's own polling
    // (waitForSelector, then a bounding box, each a round trip into the slowed page) tapped 772 ms
    // after the first paint in a trial on this VM; this way, 69–127 ms.
    /** @type {(found: { text: string, centre: { x: number, y: number } }) => void} */
    let onPainted = () => {}
    const painted = new Promise((resolve) => (onPainted = resolve))
    if (target)
      await page.exposeFunction('__benchPainted', (text, centre) => onPainted({ text, centre }))
    await page.addInitScript(recordRealLoad, {
      livePollMs: LIVE_POLL_MS,
      tapSelector: target?.selector ?? null,
      bookingId: BOOKING_DIALOG,
      olderBookingForm: OLDER_BOOKING_FORM,
    })
    const read = () =>
      page.evaluate(() => {
        const w = /** @type {any} */ (window)
        const { __lcp, __hydratedAt, __liveAt, __tapAt, __dialogAt, __dialogId } = w
        const __fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
        return { __lcp, __hydratedAt, __liveAt, __tapAt, __dialogAt, __dialogId, __fcp }
      })
    if (!target) {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
      const loadedAt = Date.now()
      const waitFor = (key, timeout) =>
        page.waitForFunction((k) => /** @type {any} */ (window)[k] !== null, key, {
          timeout,
          polling: 100,
        })
      if (!isFloor) await waitFor('__hydratedAt', LOAD_TIMEOUT_MS)
      if (!isFloor) await waitFor('__liveAt', LIVE_WAIT_MS).catch(() => {})
      await page.waitForTimeout(SETTLE_MS)
      const r = await read()
      await page.waitForTimeout(Math.max(0, loadedAt + JS_WINDOW_MS - Date.now()))
      return { lcp: r.__lcp, hydrated: r.__hydratedAt, live: r.__liveAt, ...scripts() }
    }
    // the tap: watched from the navigation's commit on, made at once when the button is painted
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
    const timedOut = new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS, null).unref())
    const found = await Promise.race([painted, timedOut])
    if (!found) throw new Error(`${target.label} was not painted within ${LOAD_TIMEOUT_MS} ms`)
    const { text: tapped, centre } = found
    if (centre.y > conditions.viewport.height)
      throw new Error(`${target.label} is not on the first screen`)
    await page.touchscreen.tap(centre.x, centre.y)
    await page
      .waitForFunction(() => /** @type {any} */ (window).__dialogAt !== null, null, {
        timeout: DIALOG_WAIT_MS,
        polling: 100,
      })
      .catch(() => {}) // no dialog: counted as never opening, over budget
    const r = await read()
    if (r.__tapAt === null) throw new Error('the tap reached no touch or pointer listener')
    if (r.__dialogId !== null && r.__dialogId !== BOOKING_DIALOG)
      throw new Error(`tapping "${tapped}" opened #${r.__dialogId}, not #${BOOKING_DIALOG}`)
    return {
      tapped,
      tapToDialog: r.__dialogAt === null ? Infinity : r.__dialogAt - r.__tapAt,
      tapAt: r.__tapAt,
      // how soon the tap came after the first paint (Playwright's round trips to the page)
      tapAfterFcp: r.__tapAt - r.__fcp,
      // whether the app had hydrated when the finger came down
      isTapBeforeHydrated: r.__hydratedAt === null || r.__hydratedAt > r.__tapAt,
    }
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] }
  } finally {
    await browser.close()
  }
}
