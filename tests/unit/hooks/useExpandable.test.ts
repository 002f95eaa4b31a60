import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PROJECT_COLLAPSE_MS, PROJECT_REVEAL_MS } from '@/config/constants'
import { useExpandable } from '@/hooks/useExpandable'

beforeEach(() => {
  vi.useFakeTimers()
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

  it('a tap during the 200 ms expands the card again; its content shows 900 ms after that tap', () => {
    const { result } = renderHook(() => useExpandable())
    act(() => result.current.toggle('travel'))
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS))
    act(() => result.current.toggle('travel'))
    act(() => vi.advanceTimersByTime(PROJECT_COLLAPSE_MS - 1))
    act(() => result.current.toggle('travel'))
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.expandedId).toBe('travel')
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS - 2))
    expect(result.current.isContentVisible).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isContentVisible).toBe(true)
  })

  it('a tap on another card moves the expansion there; its content shows 900 ms later', () => {
    const { result } = renderHook(() => useExpandable())
    act(() => result.current.toggle('clinic'))
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS))
    act(() => result.current.toggle('travel'))
    expect(result.current.expandedId).toBe('travel')
    expect(result.current.isContentVisible).toBe(false)
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS - 1))
    expect(result.current.isContentVisible).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isContentVisible).toBe(true)
  })

  it('leaves no timer behind when unmounted, expanding or collapsing', () => {
    const expanding = renderHook(() => useExpandable())
    act(() => expanding.result.current.toggle('clinic'))
    expanding.unmount()
    expect(vi.getTimerCount()).toBe(0)
    const collapsing = renderHook(() => useExpandable())
    act(() => collapsing.result.current.toggle('clinic'))
    act(() => vi.advanceTimersByTime(PROJECT_REVEAL_MS))
    act(() => collapsing.result.current.toggle('clinic'))
    collapsing.unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
