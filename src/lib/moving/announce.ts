// A route change is announced (docs/product.md "Moving content and assistive technology"). After a
// navigation a tap on a link of the site brought (moving.ts tells which), focus moves to the new
// page's `<h1>` (`tabIndex={-1}`; `<main>` when a page has none) and the page's title is written
// into the polite live region (`ROUTE_ANNOUNCER_ID`, in the layout), once.
// A screen reader then reads the heading (the focus) and, after it, the title (the region): two
// different things, each said once; the region never repeats the heading, and it is written once
// per path, not per render. Back and forward (POP) neither announce nor move focus (docs/product.md:
// "the first load and back/forward do not"): a focus move would be a second scroll on top of the
// browser's scroll restoration. The first load, and a change of the hash alone (the team band's
// anchor), are no route change either: nothing moves or is said. The layout tells it in an effect
// of the pages' parent (layout/PageViews.tsx), after the new page's own effects, so the title is
// the new page's (lib/meta.ts sets it in an effect). It lives in moving.ts's chunk: no navigation
// inside the site comes before it.
import { ROUTE_ANNOUNCER_ID } from '@/config/routes'

/** Where a navigation puts focus: the shown page's heading (the first in `<main>`), or `<main>`. */
const PAGE_HEADING_SELECTOR = '#main h1'
const MAIN_SELECTOR = '#main'

/** The path shown last: the first call is the page the document came with. */
let shownPath: string | undefined

/** A page view shows at `pathname` (`isTapped`: a tap brought it; else back or forward). */
export function announcePage(pathname: string, isTapped: boolean, doc: Document = document): void {
  const isFirst = shownPath === undefined
  if (shownPath === pathname) return
  shownPath = pathname
  if (isFirst) return
  const region = doc.getElementById(ROUTE_ANNOUNCER_ID)
  // back/forward: the browser restores the place, and nothing is said or moved; the region is
  // emptied (silently), so the next navigation's title is new to it
  if (!isTapped) {
    if (region) region.textContent = ''
    return
  }
  // without scrolling: the page is at its top
  const target =
    doc.querySelector<HTMLElement>(PAGE_HEADING_SELECTOR) ??
    doc.querySelector<HTMLElement>(MAIN_SELECTOR)
  target?.focus({ preventScroll: true })
  // a new text node each time, so even the same title as before is announced
  if (region) region.textContent = doc.title
}
