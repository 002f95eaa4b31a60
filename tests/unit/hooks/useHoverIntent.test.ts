import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PROJECT_HOVER_CLEAR_MS,
  PROJECT_HOVER_INTENT_MS,
  PROJECT_SCROLL_RELEASE_MS,
} from '@/config/constants'
import { useHoverIntent } from '@/hooks/useHoverIntent'

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
