// A tap on a link of the site (docs/moving.md). The router's navigate runs in a React transition
// (the layout's `useTransition`, SiteLink.tsx `SiteNavigation`): React keeps the old page, readable,
// while the new one suspends on its code and copy, and shows it whole in one frame. A page rendered
// ahead (prefetch.ts, the layout's `PageViews`) needs no wait at all. What this adds to React:
// - a tap before the frame's code is here, or after a part failed to load, is a full load at once;
// - while React holds the navigation (`whilePending`, from the layout's pending state): the bar at
//   the top and `aria-busy` on `<main>` from `NAVIGATION_FEEDBACK_MS` after the tap, and a full load
//   once the navigation has taken as long as the document's own first paint (`fullLoadEstimateMs`);
// - a page whose code or copy failed to load (twice) becomes a full load of its address.
// The latest tap wins.
import type { TransitionStartFunction } from 'react'
import { FULL_LOAD_FALLBACK_MS, NAVIGATION_FEEDBACK_MS } from '@/config/constants'
import { isDeliveryFailed } from '@/lib/delivery'
import { isPlainClick, NAVIGATION_BUSY_ATTR, NAVIGATION_PROGRESS_ID, ownPath } from './links'
import { partsOf, prefetchPath, prefetchPathBands, type SitePages } from './prefetch'

/**
 * How long a full load of a page of this site takes on this visitor's line and device: the
 * document's own first contentful paint, from the start of its navigation. Where the browser does
 * not tell it (no paint timing, a tab opened in the background), `FULL_LOAD_FALLBACK_MS`.
 */
export function fullLoadEstimateMs(perf: Performance = performance): number {
  const paint = perf.getEntriesByName?.('first-contentful-paint')[0]
  return paint && paint.startTime > 0 ? paint.startTime : FULL_LOAD_FALLBACK_MS
}

/** Shows or hides the navigation bar and marks `<main>` busy, in the document as it is. */
export function showBusy(isBusy: boolean, doc: Document = document): void {
  doc.getElementById(NAVIGATION_PROGRESS_ID)?.toggleAttribute(NAVIGATION_BUSY_ATTR, isBusy)
  const main = doc.getElementById('main')
  if (isBusy) main?.setAttribute('aria-busy', 'true')
  else main?.removeAttribute('aria-busy')
}

/** Loads `href` whole: the address in the bar already (the router moved it) reloads. */
export function loadWhole(href: string): void {
  if (window.location.href === href) window.location.reload()
  else window.location.assign(href)
}

/** The latest tap: where it goes, when it came, and when it becomes a full load. */
interface Tap {
  href: string
  /** the full load's deadline, a `performance.now()` time */
  wholeAt: number
  at: number
  fullLoad: (href: string) => void
}

let latest: Tap | null = null

/**
 * While React holds a navigation (the layout's pending state is true; the cleanup runs when the
 * new page shows): the bar and `aria-busy` from `NAVIGATION_FEEDBACK_MS` after the tap, and the
 * latest tap's full load at its deadline. A move the app did not start here (back, forward) has no
 * tap: nothing shows.
 */
export function whilePending(): () => void {
  const tap = latest
  if (!tap) return () => {}
  let wholeTimer = 0
  const armFullLoad = () => {
    const current = latest
    if (!current) return
    wholeTimer = window.setTimeout(
      // a later tap while this one was held: its own deadline
      () => (latest === current ? current.fullLoad(current.href) : armFullLoad()),
      Math.max(0, current.wholeAt - performance.now()),
    )
  }
  armFullLoad()
  const barTimer = window.setTimeout(
    () => showBusy(true),
    Math.max(0, tap.at + NAVIGATION_FEEDBACK_MS - performance.now()),
  )
  return () => {
    window.clearTimeout(barTimer)
    window.clearTimeout(wholeTimer)
    showBusy(false)
    latest = null
  }
}

/** Whether a tap is held by React (tests). */
export const isNavigating = (): boolean => latest !== null

export interface FollowOptions extends SitePages {
  /** the router's navigate */
  navigate: (to: string, options: { replace?: boolean; state?: unknown }) => unknown
  /** the layout's transition (SiteLink.tsx `SiteNavigation`), which React holds the navigation in */
  inTransition: TransitionStartFunction
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
   * whether every part of the frame outside `<main>` has its code
   * (lib/delivery/frameDemand.ts `isFrameHere`):
   * React holds a navigation until each has hydrated, and their code is more than a full load's
   * worth on a slow line, so a tap before then is a full load at once
   */
  isFrameHere: () => boolean
  /** loads an address whole (`loadWhole`, by default) */
  fullLoad?: (href: string) => void
}

/**
 * The click of a link of the site (SiteLink.tsx, through moving.ts): the router goes there in the
 * layout's transition at once, React keeping the old page until the new one can show; or the
 * address loads whole. A click the link's own handler took (`preventDefault`), one with a
 * modifier and one to the page the visitor is on (an anchor) are left to the router.
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
    inTransition,
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
  const pathname = ownPath(link, isPage)
  if (!pathname) return
  const { search, hash, href } = link
  event.preventDefault()
  // the frame's code not all here, or a part that could not load (it keeps its HTML for good and
  // would hold the navigation): the full load is the quicker way (docs/moving.md "A cold tap is a
  // full load"), and the page stays painted until the new one paints
  if (!isFrameHere() || isDeliveryFailed()) {
    latest = null
    return fullLoad(href)
  }
  const now = performance.now()
  const tap: Tap = { href, at: now, wholeAt: now + fullLoadEstimateMs(), fullLoad }
  latest = tap
  const goThere = () => void navigate(`${pathname}${search}${hash}`, { replace, state })
  if (whole) {
    // an async transition: pending while all of the page loads, and nowhere if it cannot
    const ready = preload(pathname, (page) => partsOf(page, pathname))
    return inTransition(async () => {
      try {
        await ready
      } catch {
        if (latest === tap) onFailed?.()
        return
      }
      if (latest === tap) inTransition(goThere)
    })
  }
  // what the first render needs, usually fetched before the tap (prefetch.ts): React waits for
  // what is not here yet; a failure is a full load of the address. The code of its bands below
  // comes beside it (a band whose code fails keeps its place and loads the page whole itself:
  // lib/delivery/lazyPart.ts)
  prefetchPath({ preload }, pathname).catch(() => {
    if (latest === tap) fullLoad(href)
  })
  prefetchPathBands({ preload }, pathname).catch(() => undefined)
  inTransition(goThere)
}
