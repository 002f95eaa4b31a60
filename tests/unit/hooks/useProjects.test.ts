import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  NAV_SCROLL_TOP_DELAY_MS,
  PROJECT_COLLAPSE_MS,
  PROJECT_HOVER_CLEAR_MS,
  PROJECT_HOVER_INTENT_MS,
  PROJECT_REVEAL_MS,
  PROJECT_SCROLL_RELEASE_MS,
} from '@/config/constants'
import { useExpandable } from '@/hooks/useExpandable'
import { useHoverIntent } from '@/hooks/useHoverIntent'
import { scrollToTopAfterNavigation } from '@/lib/scroll'

beforeEach(() => {
  vi.useFakeTimers()
})

describe('featured projects, desktop hover (spec §4)', () => {
  it('a card hovered for 300 ms becomes the hovered one', () => {
    const { result } = renderHook(() => useHoverIntent())
    act(() => result.current.enterCard('marketing'))
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_INTENT_MS - 1))
    expect(result.current.hoveredId).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.hoveredId).toBe('marketing')
  })

  it('leaving a card before 300 ms hovers nothing', () => {
    const { result } = renderHook(() => useHoverIntent())
    act(() => result.current.enterCard('travel'))
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_INTENT_MS - 50))
    act(() => result.current.leaveCard())
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_INTENT_MS))
    expect(result.current.hoveredId).toBeNull()
  })

  it('is blocked while the page scrolls and released 300 ms after scrolling stops', () => {
    const { result } = renderHook(() => useHoverIntent())
    act(() => void window.dispatchEvent(new Event('scroll')))
    expect(result.current.isBlocked).toBe(true)
    act(() => result.current.enterCard('calculator'))
    act(() => vi.advanceTimersByTime(PROJECT_SCROLL_RELEASE_MS - 100))
    act(() => void window.dispatchEvent(new Event('scroll')))
    act(() => vi.advanceTimersByTime(PROJECT_SCROLL_RELEASE_MS - 1))
    expect(result.current.isBlocked).toBe(true)
    expect(result.current.hoveredId).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isBlocked).toBe(false)
    act(() => result.current.enterCard('calculator'))
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_INTENT_MS))
    expect(result.current.hoveredId).toBe('calculator')
  })

  it('leaving the area clears the hover 300 ms later; coming back in time keeps it', () => {
    const { result } = renderHook(() => useHoverIntent())
    act(() => result.current.enterCard('marketing'))
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_INTENT_MS))
    act(() => result.current.leaveArea())
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_CLEAR_MS - 1))
    act(() => result.current.enterArea())
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_CLEAR_MS))
    expect(result.current.hoveredId).toBe('marketing')
    act(() => result.current.leaveArea())
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_CLEAR_MS - 1))
    expect(result.current.hoveredId).toBe('marketing')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.hoveredId).toBeNull()
  })

  it('a card without hover (the clinic) dims nothing', () => {
    const { result } = renderHook(() => useHoverIntent())
    act(() => result.current.enterCard(null))
    act(() => vi.advanceTimersByTime(PROJECT_HOVER_INTENT_MS))
    expect(result.current.hoveredId).toBeNull()
  })
})

describe('featured projects, tap to expand (spec §4)', () => {
  it('a tap expands a card; its content shows 900 ms later', () => {
    const { result } = renderHook(() => useExpandable())
    act(() => result.current.toggle('clinic'))
    expect(result.current.expandedId).toBe('clinic')
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS - 1))
    expect(result.current.isContentVisible).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isContentVisible).toBe(true)
  })

  it('a tap on the expanded card hides the content at once and collapses it 200 ms later', () => {
    const { result } = renderHook(() => useExpandable())
    act(() => result.current.toggle('travel'))
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS))
    act(() => result.current.toggle('travel'))
    expect(result.current.isContentVisible).toBe(false)
    expect(result.current.expandedId).toBe('travel')
    act(() => vi.advanceTimersByTime(PROJECT_COLLAPSE_MS - 1))
    expect(result.current.expandedId).toBe('travel')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.expandedId).toBeNull()
  })

  it('a change of width resets the expanded card', () => {
    const { result } = renderHook(() => useExpandable())
    act(() => result.current.toggle('marketing'))
    act(() => {
      Object.defineProperty(window, 'innerWidth', {
        value: window.innerWidth + 100,
        configurable: true,
      })
      window.dispatchEvent(new Event('resize'))
    })
    expect(result.current.expandedId).toBeNull()
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS))
    expect(result.current.isContentVisible).toBe(false)
  })
})

describe('"View all" and service cards scroll to the top 100 ms after navigating (spec §2.2)', () => {
  it('scrolls once, 100 ms later', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToTopAfterNavigation()
    vi.advanceTimersByTime(NAV_SCROLL_TOP_DELAY_MS - 1)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
  })
})
