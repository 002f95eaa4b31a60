// The bench's warm yardstick: real loads in one running browser, as a visitor opens a tab in the
// browser they already have. Each load gets a new context (its own cache, cold, and its own
// connections) at the phone's 3× pixel ratio with touch, the network and CPU slowed by CDP as in
// the fresh-browser loads (budgets.json "realLoad.conditions"). What a fresh browser adds to every
// load of its own (starting the browser's processes, its first renderer, the font and code
// caches of a process that has run nothing yet) weighs more on a page with scripts than on the
// floor, and it is not what a visitor's phone pays per visit: these loads leave it out. The app's
// page is read against the build's scriptless twin (bench/twin.mjs) loaded the same way in the
// same run: the same document, without the app, so the gate (budgets.json "realLoad.lcpVsTwin")
// holds what the app adds to LCP. Each load also keeps its long animation frames (bench/loaf.mjs)
// until hydration (the load's, for the twin and the floor) + LOAF_TAIL_MS.
import { longFrames, recordLoaf } from './loaf.mjs'
import { launchBrowser, throttledPage } from './real-load.mjs'

const LOAD_TIMEOUT_MS = 120_000
// after hydration (the twin's and the floor's load), the time given to a late largest paint and
// to the frames of the passive effects and the idle-time downloads (the main-thread trace's tail)
export const LOAF_TAIL_MS = 3_000

/**
 * Installed before navigation in a warm load: the last largest-contentful-paint entry and when
 * #root got data-hydrated (the app's mark), in ms since navigation start. No polling: a
 * MutationObserver on the one attribute.
 */
function recordWarmLoad() {
  const w = /** @type {any} */ (window)
  Object.assign(w, { __lcp: 0, __hydratedAt: null })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const observer = new MutationObserver(() => {
    if (!document.querySelector('#root[data-hydrated]')) return
    w.__hydratedAt = performance.now()
    observer.disconnect()
    w.__benchHydrated?.()
  })
  observer.observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated'],
  })
}

/**
 * The warm browser: launched once, then one throwaway load of `warmUpUrl` (the floor), so the
 * first measured load does not pay for the browser's first renderer.
 */
export async function openWarmBrowser(chromePath, { warmUpUrl, conditions }) {
  const browser = await launchBrowser(chromePath)
  await warmLoad(browser, warmUpUrl, { conditions, isScriptless: true, tailMs: 0 })
  return browser
}

/**
 * One load of `url` in a new context of the running `browser`: { lcp, fcp, hydrated, frames }
 * (ms since navigation start; frames: its long animation frames, attributed) or { error }.
 * `isScriptless`: a page without the app (the floor, the twin), read at load + the tail.
 * `form`: 'phone' (default) or 'desktop' (the navigations' full loads).
 */
export async function warmLoad(
  browser,
  url,
  { conditions, isScriptless = false, form = 'phone', tailMs = LOAF_TAIL_MS },
) {
  const { context, page } = await throttledPage(browser, conditions, { form })
  try {
    /** @type {() => void} */
    let onHydrated = () => {}
    const hydrated = new Promise((resolve) => (onHydrated = () => resolve(true)))
    await page.exposeFunction('__benchHydrated', () => onHydrated())
    await page.addInitScript(recordWarmLoad)
    await page.addInitScript(recordLoaf)
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
    if (!isScriptless) {
      const timedOut = new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS, false).unref())
      if (!(await Promise.race([hydrated, timedOut]))) throw new Error('never hydrated')
    }
    await page.waitForTimeout(tailMs)
    const r = await page.evaluate(() => {
      const w = /** @type {any} */ (window)
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
      return { lcp: w.__lcp, hydrated: w.__hydratedAt, fcp, loaf: w.__loaf }
    })
    if (r.loaf === null) throw new Error('this Chromium has no Long Animation Frames API')
    return {
      lcp: r.lcp,
      fcp: r.fcp,
      hydrated: r.hydrated,
      frames: longFrames(r.loaf, { origin: new URL(url).origin }),
    }
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] }
  } finally {
    await context.close()
  }
}
