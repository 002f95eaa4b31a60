import { createContext, use, useEffect, useState } from 'react'
import { HEADER_SCROLLED_VIEWPORT_RATIO, SECTION_AT_TOP_PX } from '@/config/constants'

/** Sections that give the header back its transparent style while they sit at the top. */
export const TRANSPARENT_HEADER_ATTR = 'data-header-transparent'
/** The breadcrumbs element: while visible the header shows the alternate logo. */
export const BREADCRUMBS_ATTR = 'data-breadcrumbs'

export interface HeaderInput {
  scrollY: number
  viewportHeight: number
  /** top and bottom (viewport px) of each section marked projects/transformation/achievements */
  markedSections: ReadonlyArray<{ top: number; bottom: number }>
  breadcrumbsVisible: boolean
}

export interface HeaderState {
  /** the solid "scrolled" style */
  isScrolled: boolean
  /** the alternate (dark-on-light) logo */
  hasAltLogo: boolean
  /**
   * transparent over a marked band the page has scrolled to (not the page's own top): the header
   * lays a soft shade of the band's colour behind the nav, so content scrolling under stays clear
   */
  isOverBand: boolean
}

/**
 * spec §4 Header: "scrolled" once the scroll passes 70% of the viewport height; transparent
 * again while a marked section is at the top (its top at 100 px or less, and it still covers
 * the header line); the alternate logo whenever breadcrumbs are visible.
 */
export function computeHeaderState(input: HeaderInput): HeaderState {
  const pastThreshold = input.scrollY > input.viewportHeight * HEADER_SCROLLED_VIEWPORT_RATIO
  const sectionAtTop = input.markedSections.some(
    (s) => s.top <= SECTION_AT_TOP_PX && s.bottom > SECTION_AT_TOP_PX,
  )
  const isScrolled = pastThreshold && !sectionAtTop
  return {
    isScrolled,
    hasAltLogo: isScrolled || input.breadcrumbsVisible,
    isOverBand: pastThreshold && sectionAtTop,
  }
}

function readInput(): HeaderInput {
  const marked = Array.from(document.querySelectorAll(`[${TRANSPARENT_HEADER_ATTR}]`), (el) => {
    const r = el.getBoundingClientRect()
    return { top: r.top, bottom: r.bottom }
  })
  const crumbs = document.querySelector(`[${BREADCRUMBS_ATTR}]`)?.getBoundingClientRect()
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    markedSections: marked,
    breadcrumbsVisible: Boolean(crumbs && crumbs.bottom > 0 && crumbs.top < window.innerHeight),
  }
}

/**
 * Whether the page opens with the alternate logo (breadcrumbs on its first screen), so the
 * prerendered header already has it and no light page shows a white logo until the app runs. The
 * prerender provides it; in the browser the prerendered header's own attribute tells it, so the
 * first render matches the HTML it hydrates.
 */
export const HeaderStartsAltContext = createContext<boolean | undefined>(undefined)

function startsWithAltLogo(provided: boolean | undefined): boolean {
  if (provided !== undefined) return provided
  return typeof document !== 'undefined' && document.querySelector('header[data-alt-logo]') !== null
}

/**
 * The header's state from the page's scroll position, recomputed on scroll and resize (once per
 * frame) and whenever `pageKey` changes (a new page brings other sections).
 */
export function useHeaderState(pageKey: string): HeaderState {
  const provided = use(HeaderStartsAltContext)
  const [state, setState] = useState<HeaderState>(() => ({
    isScrolled: false,
    hasAltLogo: startsWithAltLogo(provided),
    isOverBand: false,
  }))
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const next = computeHeaderState(readInput())
      setState((prev) =>
        prev.isScrolled === next.isScrolled &&
        prev.hasAltLogo === next.hasAltLogo &&
        prev.isOverBand === next.isOverBand
          ? prev
          : next,
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [pageKey])
  return state
}
