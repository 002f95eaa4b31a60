// Moving through the site (README "Moving through the site"): what a tap on a link does
// (navigation.ts) and what is fetched before it (prefetch.ts), for each page view. One chunk of
// its own, fetched as the page hydrates (SiteLink.tsx `startMoving`), never in the first load:
// until it is here, a plain click on a link to another page loads it whole (SiteLink.tsx).
import { fetchFrameCode, isFrameHere, whenFrameHere } from './frameDemand'
import { MOVING_ATTR } from './links'
import { followWith, settleNavigation } from './navigation'
import { watchPrefetch, type SitePages } from './prefetch'

let pages: SitePages = { preload: () => Promise.resolve(), isPage: () => false }
let stopWatching = () => {}

/**
 * The frame's code (footer, dialogs, menu), until all of it is here: a navigation waits for every
 * part outside `<main>` that has not hydrated yet (frameDemand.ts), and a tap before then is a full
 * load (navigation.ts), so the links in view fetch it first.
 */
function frameCodeFirst() {
  fetchFrameCode()
  return whenFrameHere()
}

/** Watches this page view's links (prefetch.ts), with a budget of its own. */
function watchPageView() {
  stopWatching()
  stopWatching = watchPrefetch({ doc: document, ...pages, first: frameCodeFirst })
}

/** Starts with the router's pages: the page view the document came with is the first. */
export function watchPages(sitePages: SitePages): void {
  pages = sitePages
  watchPageView()
  // the mark that links now go this way (tests wait for it)
  document.getElementById('root')?.setAttribute(MOVING_ATTR, '')
}

/**
 * The layout shows a new address (in the DOM change itself): the navigation under way is over,
 * and the new page view's links are watched once its DOM is in.
 */
export function navigationShown(): void {
  settleNavigation()
  window.setTimeout(watchPageView)
}

/** A click on a link of the site (navigation.ts `followWith`, with the router's pages). */
export const followLink: (
  event: Parameters<typeof followWith>[0],
  options: Omit<Parameters<typeof followWith>[1], keyof SitePages | 'isFrameHere'>,
) => void = (event, options) => followWith(event, { ...pages, isFrameHere, ...options })
