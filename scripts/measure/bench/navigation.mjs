// The bench's navigations (--navigations): from a page of the site, hydrated, to another, by the
// visitor's own gesture, in the warm browser (bench/warm-load.mjs: a new context per navigation,
// cold cache, the real loads' network and 4× CPU by CDP). Two forms:
//   phone    390×844 @3× with touch: the burger opens the menu dialog and the link in it is
//            tapped (a link that the menu does not have, e.g. a case on the case list, is tapped
//            where it is on the page, scrolled into view)
//   desktop  1280×800 with a mouse: the pointer moves onto the link in the header (else the
//            footer, else the page), then clicks
// and two modes:
//   cold     the gesture comes at once when the page has hydrated (#root[data-hydrated], the
//            app's mark): the menu opened and its link tapped as soon as it is painted, the
//            pointer moved onto the link and clicked at once: nothing fetched ahead
//   intent   the gesture comes once the page is idle (hydrated, the network quiet for QUIET_MS),
//            and the visitor's intent shows first: the pointer rests on the link INTENT_HOVER_MS
//            (a finger on a page link is held as long), or the menu is open INTENT_MENU_MS
// What is read: the tap → the new page's <h1> painted: a MutationObserver (set up at hydration)
// sees the first <h1> with another text than the page had, then a task posted from the next
// animation frame runs after that frame is painted ("rAF+"; with the site's view transition that
// is the cross-fade's first frame, the new page at its first opacity: when the cross-fade has
// ended is kept beside, as information). The tap is the link's trusted `click` (its timeStamp:
// when the release made the click, which is when a navigation starts). The tap's Event Timing
// duration (the largest of the link press's entries, as INP reads it). The bytes on the wire
// (CDP encodedDataLength, every request) that started between the page's idle point (cold: its
// hydration) and the tap: what the page fetched ahead for the navigation, a page view's prefetch;
// and those from the tap to the <h1>.
import { OPENERS } from './main-thread.mjs'
import { throttledPage } from './real-load.mjs'

export const NAV_FORMS = ['phone', 'desktop']
export const NAV_MODES = ['cold', 'intent']
// the least intent the goal allows for: a pointer resting on the link, and the menu open
export const INTENT_HOVER_MS = 100
export const INTENT_MENU_MS = 1_000
// the page is idle when no request has been in flight or begun for this long after hydration
export const QUIET_MS = 1_000
const IDLE_CAP_MS = 20_000
const LOAD_TIMEOUT_MS = 120_000
// after the tap, how long the new page's <h1> may take; never showing counts as over budget
const H1_WAIT_MS = 30_000
// after the <h1>, the time given to the Event Timing entries and the cross-fade's end
const AFTER_H1_MS = 1_500
const EVENT_THRESHOLD_MS = 16
// the full load of the address beside: after hydration, the time given to a late largest paint
// (the fresh-browser loads' own)
export const FULL_LOAD_TAIL_MS = 500
const MENU = OPENERS.find((o) => o.id === 'menu')

/**
 * Installed before navigation. At hydration: the page's <h1> text, the watch for a new one, and
 * where the link to `href` is pressed (`__benchReady`: the menu's burger, or the link itself
 * scrolled into view, with its centre once painted). When the menu dialog opens, the link's centre
 * in it (`__benchMenuOpen`). Every trusted pointerdown and click, the Event Timing entries of
 * interactions, the view transition's end.
 */
function recordNavigation({ href, isPhone, burger, menuId, threshold }) {
  const w = /** @type {any} */ (window)
  const CLICKED = 'bench-clicked'
  const isArrival = sessionStorage.getItem(CLICKED) === '1'
  Object.assign(w, { __hydratedAt: null, __h1Before: null, __h1At: null, __h1PaintedAt: null })
  Object.assign(w, { __downs: [], __events: [], __vtDoneAt: null, __vtCount: 0, __menuAt: null })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (/** @type {any} */ (e).interactionId)
        w.__events.push({ name: e.name, startTime: e.startTime, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: threshold })
  const wall = (/** @type {number} */ t) => performance.timeOrigin + t
  const onDown = (/** @type {Event} */ e) => e.isTrusted && w.__downs.push(e.timeStamp)
  window.addEventListener('pointerdown', onDown, { capture: true, passive: true })
  // every trusted click, told at once (the page may be gone by the time it is read), and a
  // note to the next document of this tab: a link the app did not handle loads a page
  window.addEventListener(
    'click',
    (e) => {
      if (!e.isTrusted) return
      sessionStorage.setItem(CLICKED, '1')
      w.__benchClick(wall(e.timeStamp), wall(w.__downs.at(-1) ?? e.timeStamp))
    },
    { capture: true, passive: true },
  )
  // a view transition (the site starts none on a navigation: docs/moving.md "A page entering"):
  // how many started, and when the last ended (information)
  const startViewTransition = document.startViewTransition?.bind(document)
  if (startViewTransition)
    document.startViewTransition = (/** @type {any} */ arg) => {
      w.__vtCount += 1
      const transition = startViewTransition(arg)
      transition.finished.then(
        () => (w.__vtDoneAt = performance.now()),
        () => {},
      )
      return transition
    }
  // the <h1> a visitor sees: a page rendered ahead is in the document too, hidden (docs/moving.md
  // "The next page rendered before the tap")
  const h1Text = () =>
    [...document.querySelectorAll('h1')].find((h1) => h1.checkVisibility())?.textContent?.trim() ??
    ''
  const centreOf = (/** @type {Element} */ el) => {
    const box = el.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  const shown = (/** @type {Element | null} */ el) => {
    const box = el?.getBoundingClientRect()
    return !!el && !!box?.width && !!box.height && el.checkVisibility()
  }
  const linkIn = (scope) => document.querySelector(`${scope} a[href="${href}"]`)
  // where the press goes: the burger when the menu has the link (phone), else the link where it is
  const target = () => {
    if (isPhone && linkIn(`#${menuId}`))
      return { el: document.querySelector(burger), where: 'menu' }
    const scopes = isPhone ? ['#main'] : ['header', 'footer', '#main']
    const links = scopes.map((scope) => ({ el: linkIn(scope), where: scope.replace('#', '') }))
    // the first that is laid out and visible, else the first there is (a band not laid out yet)
    return links.find((l) => shown(l.el)) ?? links.find((l) => l.el) ?? { el: null, where: '' }
  }
  /** The press's centre now, the link scrolled into view first when it is out of it. */
  w.__benchLocate = () => {
    const { el, where } = target()
    if (!el) return { where }
    const box = el.getBoundingClientRect()
    if (box.top < 0 || box.bottom > innerHeight)
      el.scrollIntoView({ block: 'center', behavior: 'instant' })
    return { where, centre: centreOf(el) }
  }
  const onHydrated = () => {
    w.__hydratedAt = performance.now()
    w.__h1Before = h1Text()
    new MutationObserver((_, observer) => {
      const text = h1Text()
      if (!text || text === w.__h1Before) return
      observer.disconnect()
      w.__h1At = performance.now()
      // (a page rendered ahead shows when its hidden style goes)
      requestAnimationFrame(() =>
        setTimeout(() => {
          w.__h1PaintedAt = performance.now()
          w.__benchH1(wall(w.__h1PaintedAt), 'app')
        }),
      )
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['style'],
    })
    if (isArrival) return
    w.__benchLocate()
    // its centre once the scroll (if any) is painted
    requestAnimationFrame(() =>
      setTimeout(() => w.__benchReady(w.__benchLocate(), wall(w.__hydratedAt))),
    )
  }
  // a page loaded by the click (the link was not the app's yet): its <h1>, once the document's
  // first contentful paint has happened and a frame with the <h1> in it is painted
  if (isArrival) {
    const painted = () => {
      const hasPainted = performance.getEntriesByName('first-contentful-paint').length > 0
      if (!document.querySelector('h1') || !hasPainted) return requestAnimationFrame(painted)
      requestAnimationFrame(() => setTimeout(() => w.__benchH1(wall(performance.now()), 'load')))
    }
    requestAnimationFrame(painted)
  }
  new MutationObserver((_, observer) => {
    if (w.__hydratedAt === null && document.querySelector('#root[data-hydrated]')) onHydrated()
    const menu = /** @type {HTMLDialogElement | null} */ (document.getElementById(menuId))
    if (w.__menuAt !== null || !menu?.open) return
    w.__menuAt = performance.now()
    observer.disconnect()
    // the link in the menu, once the menu is painted
    requestAnimationFrame(() =>
      setTimeout(() => {
        const link = linkIn(`#${menuId}`)
        w.__benchMenuOpen(link && shown(link) ? centreOf(link) : null)
      }),
    )
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'open'],
  })
}

/**
 * Every request of a page from CDP's Network events: when it began (wall clock, ms), its bytes
 * on the wire (encodedDataLength: compressed body and headers) and whether it has ended; and when
 * the page is quiet (nothing in flight, nothing begun or received for `quietMs`).
 */
function watchRequests(cdp) {
  const requests = new Map()
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', ({ requestId, wallTime, request, type }) => {
    lastActivity = Date.now()
    if (!requests.has(requestId) && /^https?:/.test(request.url))
      requests.set(requestId, {
        url: request.url,
        type,
        at: wallTime * 1000,
        bytes: 0,
        done: false,
      })
  })
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    lastActivity = Date.now()
    const r = requests.get(requestId)
    if (r) r.bytes += encodedDataLength
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    lastActivity = Date.now()
    const r = requests.get(requestId)
    if (r) Object.assign(r, { bytes: Math.max(r.bytes, encodedDataLength), done: true })
  })
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const r = requests.get(requestId)
    if (r) r.done = true
  })
  return {
    /** Resolves when the page is quiet, or after `capMs` (false then). */
    untilQuiet: async (quietMs, capMs) => {
      const until = Date.now() + capMs
      while (Date.now() < until) {
        const inFlight = [...requests.values()].some((r) => !r.done)
        if (!inFlight && Date.now() - lastActivity >= quietMs) return true
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return false
    },
    /** The requests begun in [from, to) (wall clock, ms): their bytes and files. */
    between: (from, to) => {
      const inside = [...requests.values()].filter((r) => r.at >= from && r.at < to)
      return {
        bytes: inside.reduce((sum, r) => sum + r.bytes, 0),
        files: inside.map((r) => `${new URL(r.url).pathname} ${r.bytes}`),
      }
    },
  }
}

const within = (promise, ms) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms, null).unref())])
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A finger held on (x, y) for `ms`, then lifted: a tap that rests (CDP's touch events). */
async function holdTap(page, cdp, { x, y }, ms) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  await sleep(ms)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/**
 * One navigation from `from` to `to` on `origin`, in a new context of the warm `browser`:
 * { where, isAppNavigation, tapToH1, eventMs, prefetchBytes, prefetchFiles, afterTapBytes,
 * tapToFaded, viewTransitions, idleAfterHydrated } (ms, bytes) or { error }. tapToH1 is Infinity when the new <h1>
 * never showed.
 */
export async function navigate(
  browser,
  { origin, from, to, form, mode, conditions, hoverMs = INTENT_HOVER_MS },
) {
  let requests = /** @type {ReturnType<typeof watchRequests> | null} */ (null)
  const { context, page, cdp } = await throttledPage(browser, conditions, {
    form,
    beforeNetwork: (session) => (requests = watchRequests(session)),
  })
  try {
    const deferred = () => {
      /** @type {(v: any) => void} */
      let resolve = () => {}
      const promise = new Promise((r) => (resolve = r))
      return { promise, resolve }
    }
    const ready = deferred()
    const menuOpen = deferred()
    const h1 = deferred()
    let click = null
    await page.exposeFunction('__benchReady', (found, at) => ready.resolve({ ...found, at }))
    await page.exposeFunction('__benchMenuOpen', (centre) => menuOpen.resolve({ centre }))
    await page.exposeFunction('__benchClick', (at, pressAt) => (click = { at, pressAt }))
    // the new <h1> (after a click: the first load's own <h1> is not it)
    await page.exposeFunction('__benchH1', (at, how) => click && h1.resolve({ at, how }))
    await page.addInitScript(recordNavigation, {
      href: to,
      isPhone: form === 'phone',
      burger: MENU.selector,
      menuId: MENU.dialog,
      threshold: EVENT_THRESHOLD_MS,
    })
    await page.goto(origin + from, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
    let found = await within(ready.promise, LOAD_TIMEOUT_MS)
    if (!found) throw new Error(`${from} never hydrated`)
    let idle = null
    if (mode === 'intent') {
      const isQuiet = await requests.untilQuiet(QUIET_MS, IDLE_CAP_MS)
      if (!isQuiet) throw new Error(`${from} was not idle within ${IDLE_CAP_MS} ms of hydration`)
      // the page is idle: its clock now, and the press's centre (a late layout may have moved it)
      idle = await page.evaluate(() => ({
        at: performance.timeOrigin + performance.now(),
        found: /** @type {any} */ (window).__benchLocate(),
      }))
      found = { ...idle.found, at: found.at }
    }
    if (!found.centre) throw new Error(`${from} has no link to ${to} to press (${form})`)
    if (found.where === 'menu') {
      await page.touchscreen.tap(found.centre.x, found.centre.y)
      const opened = await within(menuOpen.promise, LOAD_TIMEOUT_MS)
      if (!opened) throw new Error('the menu never opened')
      if (!opened.centre) throw new Error(`the menu has no visible link to ${to}`)
      if (mode === 'intent') await sleep(INTENT_MENU_MS)
      click = null // the burger's: the link's is the one measured
      await page.touchscreen.tap(opened.centre.x, opened.centre.y)
    } else if (form === 'phone') {
      if (mode === 'intent') await holdTap(page, cdp, found.centre, hoverMs)
      else await page.touchscreen.tap(found.centre.x, found.centre.y)
    } else {
      await page.mouse.move(found.centre.x, found.centre.y)
      if (mode === 'intent') await sleep(hoverMs)
      await page.mouse.down()
      await page.mouse.up()
    }
    const shown = await within(h1.promise, H1_WAIT_MS)
    await sleep(AFTER_H1_MS)
    if (!click) throw new Error(`the press on the link to ${to} made no click`)
    // the page the click left, when the app navigated (a page load has none of this)
    const r = await page.evaluate(() => {
      const w = /** @type {any} */ (window)
      return {
        events: w.__events,
        vtDoneAt: w.__vtDoneAt,
        vtCount: w.__vtCount,
        path: location.pathname,
      }
    })
    if (shown && r.path !== to) throw new Error(`landed on ${r.path}, not ${to}`)
    const isAppNavigation = shown?.how !== 'load'
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    const press = isAppNavigation
      ? r.events.filter((e) => timeOrigin + e.startTime >= click.pressAt - 1)
      : []
    const ahead = requests.between(mode === 'intent' ? idle.at : found.at, click.at)
    const after = requests.between(click.at, shown ? shown.at : Infinity)
    return {
      where: found.where,
      // whether the app made the navigation; false: the browser loaded the page (a link the app
      // did not handle yet)
      isAppNavigation,
      tapToH1: shown ? shown.at - click.at : Infinity,
      // the press's Event Timing (none when the page it was made on is gone)
      eventMs: !isAppNavigation
        ? null
        : press.length
          ? Math.max(...press.map((e) => e.duration))
          : 0,
      prefetchBytes: ahead.bytes,
      prefetchFiles: ahead.files,
      afterTapBytes: after.bytes,
      tapToFaded:
        isAppNavigation && r.vtDoneAt !== null ? timeOrigin + r.vtDoneAt - click.at : null,
      // view transitions started by the navigation (the app's: a page load has none)
      viewTransitions: isAppNavigation ? r.vtCount : 0,
      // how long the page took to be idle after hydration (intent), ms
      idleAfterHydrated: idle ? idle.at - found.at : null,
    }
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] }
  } finally {
    await context.close()
  }
}
