// Moving through the site (docs/moving.md): what a tap on a link does (navigation.ts), what is
// fetched before it and which pages are rendered ahead (prefetch.ts, ahead.ts), for each page
// view. One chunk of its own, fetched as the page hydrates (SiteLink.tsx `startMoving`), never in
// the first load: until it is here, a plain click on a link to another page loads it whole.
import { pagesAhead } from './ahead'
import { announcePage } from './announce'
import { isDeliveryFailed } from '@/lib/delivery'
// the frame's code: a chunk of its own, the delivery room's second entry (docs/house-style.md
// "Lazy code lives in the delivery room")
import { fetchFrameCode, isFrameHere } from '@/lib/delivery/frameDemand'
import { MOVING_ATTR } from './links'
import { followWith } from './navigation'
import { watchPrefetch, type SitePages } from './prefetch'

// (a short name: the first load calls it by name, SiteLink.tsx)
export { whilePending as pending } from './navigation'

let pages: SitePages = { preload: () => Promise.resolve(), isPage: () => false }
let stopWatching = () => {}

/**
 * The path the latest tap on a link went to inside the app: a page view it did not bring (back,
 * forward) is not announced. (Not the popstate: React renders a popstate's update at once, in the
 * router's own listener, effects and all, before another listener hears of it.)
 */
let tappedTo: string | null = null

/**
 * A page view shows: it is announced when a tap brought it (announce.ts), and its links are
 * watched (prefetch.ts), with a budget of its own; a page the visitor shows intent for is rendered
 * ahead once fetched: `onAhead` is told the paths (ahead.ts).
 */
export function viewShown(pathname: string, onAhead: (paths: readonly string[]) => void): void {
  announcePage(pathname, tappedTo === pathname)
  tappedTo = null
  stopWatching()
  const ahead = pagesAhead(pathname, onAhead)
  stopWatching = watchPrefetch({
    doc: document,
    ...pages,
    first: fetchFrameCode,
    onIntentFetched: ahead,
  })
}

/**
 * Starts with the router's pages, and the page view shown if the layout has told one (it comes
 * with the next otherwise).
 */
export function watchPages(sitePages: SitePages, view?: Parameters<typeof viewShown>): void {
  pages = sitePages
  if (view) viewShown(...view)
  // back or forward: the router's navigation waits for the parts of the frame outside <main> that
  // have not hydrated yet, so their code is asked for now (a tap before it is here is a full
  // load); after a part could not load, that part keeps its HTML for good and would hold the
  // navigation, so the address loads whole
  window.addEventListener('popstate', () =>
    isDeliveryFailed() ? window.location.reload() : void fetchFrameCode(),
  )
  // the mark that links now go this way (tests wait for it)
  document.getElementById('root')?.setAttribute(MOVING_ATTR, '')
}

/** A click on a link of the site (navigation.ts `followWith`, with the router's pages). */
export const followLink: (
  event: Parameters<typeof followWith>[0],
  options: Omit<Parameters<typeof followWith>[1], keyof SitePages | 'isFrameHere'>,
) => void = (event, options) => {
  followWith(event, { ...pages, isFrameHere, ...options })
  // (a click the app took: its page view is announced)
  if (event.defaultPrevented) tappedTo = event.currentTarget.pathname
}
