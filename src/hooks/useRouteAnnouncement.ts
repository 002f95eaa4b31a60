import { useEffect, useRef, type RefObject } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom'

/** Where a navigation puts focus: the new page's heading, or its `<main>` when it has none. */
const PAGE_HEADING_SELECTOR = '#main h1'
const MAIN_SELECTOR = '#main'

/** Moves focus to the page's heading (or `<main>`) without scrolling: the page is at its top. */
function focusPageStart(): void {
  const target =
    document.querySelector<HTMLElement>(PAGE_HEADING_SELECTOR) ??
    document.querySelector<HTMLElement>(MAIN_SELECTOR)
  target?.focus({ preventScroll: true })
}

/**
 * A route change is announced (docs/product.md "Moving content and assistive technology"). After a navigation inside the site (a link or a
 * button: React Router's PUSH or REPLACE to another path), focus moves to the new page's `<h1>`
 * (`tabIndex={-1}`; `<main>` when a page has none) and the page's title is written into the
 * polite live region whose ref this returns, once. A screen reader then reads the heading (the
 * focus) and, after it, the title (the region): two different things, each said once; the region
 * never repeats the heading, and it is written once per path, not per render.
 * Back and forward (POP) neither announce nor move focus (docs/product.md: "the first load and
 * back/forward do not"): a focus move would be a second scroll on top of the browser's scroll
 * restoration. The first load (also a POP), and a change of the hash alone (the team band's
 * anchor), are no route change either: nothing moves or is said.
 * It runs after the new page's own effects (a parent's effect runs after its children's), so the
 * title is the new page's (lib/meta.ts sets it in an effect).
 */
export function useRouteAnnouncement(): RefObject<HTMLDivElement | null> {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const region = useRef<HTMLDivElement>(null)
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    // back/forward: the browser restores the place, and nothing is said or moved (the same section); the
    // region is emptied (silently), so the next navigation's title is new to it
    if (navigationType === NavigationType.Pop) {
      if (region.current) region.current.textContent = ''
      return
    }
    focusPageStart()
    // a new text node each time, so even the same title as before is announced
    if (region.current) region.current.textContent = document.title
  }, [pathname, navigationType])
  return region
}
