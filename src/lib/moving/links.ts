// Which links are the site's own (`ownPath`): the ones a navigation inside the site
// (navigation.ts) and what is fetched before the tap (prefetch.ts) care about.

/** The link an event happened in (the target itself or an ancestor), if any. */
export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  return link instanceof HTMLAnchorElement ? link : null
}

/**
 * Whether `link` leads to a page of this site that the page itself would follow: the same origin,
 * no new tab or window, no download.
 */
export function isSiteHref(link: HTMLAnchorElement, origin: string): boolean {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false
  return link.origin === origin
}

/**
 * The page of the site a link leads to, as a navigation inside the site would go there: its
 * pathname (what the router matches) when the page would follow it itself (`isSiteHref`), it is a
 * page of the router's table (`isPage`) and not the page the visitor is on (that is an anchor, the
 * router's); else null. Whether a link is the site's own is decided here only: the tap
 * (navigation.ts), the prefetch and the frame's code on intent (prefetch.ts) ask it.
 */
export function ownPath(
  link: HTMLAnchorElement | null,
  isPage: (pathname: string) => boolean,
  loc: Pick<Location, 'origin' | 'pathname'> = window.location,
): string | null {
  if (!link || !isSiteHref(link, loc.origin) || link.pathname === loc.pathname) return null
  return isPage(link.pathname) ? link.pathname : null
}

/** The press a page handles itself: the main button, no modifier (one opens a tab or a window). */
export const isPlainClick = (event: {
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
}) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey

/**
 * The id of the navigation bar: a thin line of the accent along the top of the window while a page
 * the visitor asked for is on its way and could not show within `NAVIGATION_FEEDBACK_MS`
 * (navigation.ts marks it `NAVIGATION_BUSY_ATTR`, and `<main>` `aria-busy`, which is what a screen
 * reader is told; the line itself is decoration). A light sweeps along it (`duration-progress`,
 * `.navigation-sweep` in src/index.css); under reduced motion the line stands still. It is part of
 * the document (index.html, outside the app's root): the app's first load carries none of it.
 */
export const NAVIGATION_PROGRESS_ID = 'navigation-progress'
/** The bar's mark while a navigation is under way past `NAVIGATION_FEEDBACK_MS`. */
export const NAVIGATION_BUSY_ATTR = 'data-busy'
/** The root's mark once moving.ts is here: the site's links wait for their page's first render. */
export const MOVING_ATTR = 'data-moving'
