import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HEADER_SCROLLED_VIEWPORT_RATIO, SECTION_AT_TOP_PX } from '@/config/constants'
import {
  BREADCRUMBS_ATTR,
  computeHeaderState,
  TRANSPARENT_HEADER_ATTR,
  useHeaderState,
} from '@/hooks/useHeaderState'

const VH = 1000
const base = { scrollY: 0, viewportHeight: VH, markedSections: [], breadcrumbsVisible: false }

describe('computeHeaderState (spec §4 Header)', () => {
  it('turns "scrolled" with the alternate logo once the scroll passes 70% of the viewport', () => {
    const edge = VH * HEADER_SCROLLED_VIEWPORT_RATIO
    expect(computeHeaderState({ ...base, scrollY: edge })).toEqual({
      isScrolled: false,
      hasAltLogo: false,
      isOverBand: false,
    })
    expect(computeHeaderState({ ...base, scrollY: edge + 1 })).toEqual({
      isScrolled: true,
      hasAltLogo: true,
      isOverBand: false,
    })
  })
  it('is transparent again while a marked section has its top at 100 px or less', () => {
    const scrolled = { ...base, scrollY: 5000 }
    const at = (top: number) =>
      computeHeaderState({ ...scrolled, markedSections: [{ top, bottom: top + 800 }] })
    expect(at(SECTION_AT_TOP_PX + 1).isScrolled).toBe(true)
    expect(at(SECTION_AT_TOP_PX).isScrolled).toBe(false)
    expect(at(-300).isScrolled).toBe(false)
    // over the band the nav gets its soft backdrop; not before the band reaches the top
    expect(at(SECTION_AT_TOP_PX + 1).isOverBand).toBe(false)
    expect(at(SECTION_AT_TOP_PX).isOverBand).toBe(true)
    expect(at(-300).isOverBand).toBe(true)
    // once the section has scrolled past the header line, the scrolled style comes back
    expect(
      computeHeaderState({ ...scrolled, markedSections: [{ top: -900, bottom: 50 }] }).isScrolled,
    ).toBe(true)
  })
  it("lays no backdrop over a marked band at the page's own top (the hero keeps its look)", () => {
    expect(
      computeHeaderState({ ...base, scrollY: 0, markedSections: [{ top: 0, bottom: 900 }] })
        .isOverBand,
    ).toBe(false)
  })
  it('visible breadcrumbs force the alternate logo', () => {
    expect(computeHeaderState({ ...base, breadcrumbsVisible: true })).toEqual({
      isScrolled: false,
      hasAltLogo: true,
      isOverBand: false,
    })
  })
})

describe('useHeaderState', () => {
  let frames: FrameRequestCallback[] = []
  beforeEach(() => {
    frames = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    Object.defineProperty(window, 'innerHeight', { value: VH, configurable: true })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    window.scrollY = 0
  })
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
    window.dispatchEvent(new Event('scroll'))
    act(() => frames.splice(0).forEach((f) => f(0)))
  }

  it('follows the scroll position, once per frame', () => {
    const { result } = renderHook(() => useHeaderState('/'))
    expect(result.current.isScrolled).toBe(false)
    scrollTo(701)
    expect(result.current).toEqual({ isScrolled: true, hasAltLogo: true, isOverBand: false })
    scrollTo(100)
    expect(result.current.isScrolled).toBe(false)
  })

  it('reads marked sections and breadcrumbs from the page', () => {
    const section = document.createElement('section')
    section.setAttribute(TRANSPARENT_HEADER_ATTR, '')
    section.getBoundingClientRect = () => ({ top: 40, bottom: 900 }) as DOMRect
    document.body.append(section)
    const { result } = renderHook(() => useHeaderState('/about-us'))
    scrollTo(3000)
    expect(result.current.isScrolled).toBe(false)
    expect(result.current.isOverBand).toBe(true)
    section.remove()
    const crumbs = document.createElement('nav')
    crumbs.setAttribute(BREADCRUMBS_ATTR, '')
    crumbs.getBoundingClientRect = () => ({ top: 90, bottom: 120 }) as DOMRect
    document.body.append(crumbs)
    scrollTo(10)
    expect(result.current).toEqual({ isScrolled: false, hasAltLogo: true, isOverBand: false })
  })
})
