// A tap on a link of the site (docs/moving.md "The tap waits for the page"; README
// "Moving through the site"). The old page stays, readable, until everything the new page's first render
// needs is here (prefetch.ts has usually fetched it before the tap); then the router goes there,
// and the page changes whole in one frame. Meanwhile:
// - when the new page cannot show within `NAVIGATION_FEEDBACK_MS`, the page says so at once: the
//   navigation bar at the top (`data-busy` on it) and `aria-busy` on `<main>`, until the new page
//   shows (`navigationShown`, called by the layout as it shows a new address);
// - a navigation whose code and copy have not come in the time a full load of its address would
//   take (the document's own first paint: `fullLoadEstimateMs`) becomes that full load, and so
//   does one whose code failed to load (twice): never slower than a full load, never a blank.
// The latest tap wins.
import { FULL_LOAD_FALLBACK_MS, NAVIGATION_FEEDBACK_MS } from '@/config/constants'
import { isDeliveryFailed } from './failure'
import { isPlainClick, isSiteHref, NAVIGATION_BUSY_ATTR, NAVIGATION_PROGRESS_ID } from './links'
import { partsOf, prefetchPath, type SitePages } from './prefetch'

/**
 * How long a full load of a page of this site takes on this visitor's line and device: the
 * document's own first contentful paint, from the start of its navigation. Where the browser does
 * not tell it (no paint timing, a tab opened in the background), `FULL_LOAD_FALLBACK_MS`.
 */
export function fullLoadEstimateMs(perf: Performance = performance): number {
  const paint = perf.getEntriesByName?.('first-contentful-paint')[0]
  return paint && paint.startTime > 0 ? paint.startTime : FULL_LOAD_FALLBACK_MS
}

export interface NavigationSteps {
  /** the address the link leads to, whole (for a full load) */
  href: string
  /** fetches what the new page's first render needs (prefetch.ts `prefetchPath`) */
  load: () => Promise<unknown>
  /** goes there inside the app (the router's navigate) */
  go: () => void
  /** loads the address whole */
  fullLoad: (href: string) => void
  /** the time a full load would take, in ms from the tap (`fullLoadEstimateMs`) */
  fullLoadMs: number
  /** says whether the page is busy: the bar and `aria-busy` (`showBusy` by default) */
  setBusy?: (isBusy: boolean) => void
  /** what a failed load does instead of a full load (the page stays: a language switch) */
  onFailed?: () => void
}

/** The navigation under way: its timers (the bar's, the full load's) and how it shows it is busy. */
interface Under {
  timers: number[]
  setBusy: (isBusy: boolean) => void
}

let under: Under | null = null

/** Shows or hides the navigation bar and marks `<main>` busy, in the document as it is. */
export function showBusy(isBusy: boolean, doc: Document = document): void {
  doc.getElementById(NAVIGATION_PROGRESS_ID)?.toggleAttribute(NAVIGATION_BUSY_ATTR, isBusy)
  const main = doc.getElementById('main')
  if (isBusy) main?.setAttribute('aria-busy', 'true')
  else main?.removeAttribute('aria-busy')
}

function settle(navigation: Under) {
  for (const timer of navigation.timers) window.clearTimeout(timer)
  navigation.setBusy(false)
  if (under === navigation) under = null
}

/**
 * Starts a navigation to `href` (the steps above); a later one replaces it. Returns the function
 * that abandons it (the bar goes, nothing else happens).
 */
export function beginNavigation({
  href,
  load,
  go,
  fullLoad,
  fullLoadMs,
  setBusy = showBusy,
  onFailed,
}: NavigationSteps): () => void {
  if (under) settle(under)
  const navigation: Under = { timers: [], setBusy }
  under = navigation
  const isLatest = () => under === navigation
  const loadWhole = () => {
    if (!isLatest()) return
    settle(navigation)
    fullLoad(href)
  }
  navigation.timers.push(
    window.setTimeout(() => isLatest() && setBusy(true), NAVIGATION_FEEDBACK_MS),
    window.setTimeout(loadWhole, fullLoadMs),
  )
  load().then(
    () => {
      if (!isLatest()) return
      // the page's code and copy are here: React renders it now (its own waits are bounded:
      // a View Transition holds the new page's images in view up to 500 ms), so the full load's
      // deadline is over; the bar stays until the page shows
      window.clearTimeout(navigation.timers[1])
      go()
    },
    () => {
      if (!onFailed) return loadWhole()
      if (!isLatest()) return
      settle(navigation)
      onFailed()
    },
  )
  return () => {
    if (isLatest()) settle(navigation)
  }
}

/**
 * The layout shows a new address: the navigation under way, if it went there, is over (the bar
 * goes with the old page). A move the app made itself (back, forward) settles one too.
 */
export function settleNavigation(): void {
  if (under) settle(under)
}

/** Whether a navigation is under way (tests). */
export const isNavigating = (): boolean => under !== null

/** Loads `href` whole: the address in the bar already (the router moved it) reloads. */
export function loadWhole(href: string): void {
  if (window.location.href === href) window.location.reload()
  else window.location.assign(href)
}

export interface FollowOptions extends SitePages {
  /** the router's navigate */
  navigate: (to: string, options: { replace?: boolean; state?: unknown }) => unknown
  replace?: boolean
  state?: unknown
  /**
   * the new page shows only whole (a language switch: never half-translated): the rest below its
   * first screen loads first too, and when it cannot, the page stays as it is and `onFailed` is
   * told instead of a full load
   */
  whole?: boolean
  onFailed?: () => void
  /**
   * whether every part of the frame outside `<main>` has its code (frameDemand.ts `isFrameHere`):
   * React holds a navigation until each has hydrated, and their code is more than a full load's
   * worth on a slow line, so a tap before then is a full load at once
   */
  isFrameHere: () => boolean
  /** loads an address whole (`loadWhole`, by default) */
  fullLoad?: (href: string) => void
}

/**
 * The click of a link of the site (SiteLink.tsx, through moving.ts): the old page stays until the new one's first
 * render has all it needs, then the router goes there, or the address loads whole
 * (`beginNavigation`). Before every part of the frame has its code, the address loads whole at
 * once. A click the link's own handler took (`preventDefault`), one with a
 * modifier, one to the page the visitor is on (an anchor) or one after a part failed to load is
 * left to the router, as before.
 */
export function followWith(
  event: Parameters<typeof isPlainClick>[0] & {
    defaultPrevented: boolean
    currentTarget: HTMLAnchorElement
    preventDefault(): void
  },
  {
    preload,
    isPage,
    navigate,
    replace,
    state,
    whole,
    onFailed,
    isFrameHere,
    fullLoad = loadWhole,
  }: FollowOptions,
): void {
  if (event.defaultPrevented || !isPlainClick(event)) return
  const link = event.currentTarget
  const { pathname, search, hash } = link
  if (!isSiteHref(link, window.location.origin) || !isPage(pathname)) return
  if (pathname === window.location.pathname || isDeliveryFailed()) return
  event.preventDefault()
  // the frame's code not all here: the full load is the quicker way (docs/moving.md "A cold
  // tap is a full load"), and the page stays painted until the new one paints
  if (!isFrameHere()) {
    if (under) settle(under)
    return fullLoad(link.href)
  }
  beginNavigation({
    href: link.href,
    load: whole
      ? () =>
          preload(pathname, (page) => [
            Promise.resolve(page.prepareRest?.(pathname)),
            ...partsOf(page, pathname),
          ])
      : () => prefetchPath({ preload }, pathname),
    go: () => void navigate(`${pathname}${search}${hash}`, { replace, state }),
    fullLoad,
    onFailed,
    fullLoadMs: fullLoadEstimateMs(),
  })
}
