// Which links are the site's own: the ones a navigation inside the site (navigation.ts), the
// frame's code (frameDemand.ts) and the prefetch (prefetch.ts) care about.

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
 * Whether `target` is inside a link to a page of this site that the page itself would follow
 * (no new tab, no download).
 */
export function isSiteLink(target: EventTarget | null, origin: string): boolean {
  const link = linkOf(target)
  return link !== null && isSiteHref(link, origin)
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
/**
 * The root's mark while every part of the frame outside `<main>` has its code (frameDemand.ts
 * `track`): a tap on a link of the site then goes inside the app; before, it is a full load.
 */
export const FRAME_HERE_ATTR = 'data-frame-here'
