import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  TESTIMONIAL_SWAP_MS,
} from '@/config/constants'
import { useAutoAdvance } from '@/hooks/useAutoAdvance'
import { useFadeSwap, wrapIndex } from '@/hooks/useFadeSwap'

beforeEach(() => {
  vi.useFakeTimers()
})

describe('testimonials: fade and swap (spec §4)', () => {
  it('dims the card and swaps it 150 ms later', () => {
    const { result } = renderHook(() => useFadeSwap(6, TESTIMONIAL_SWAP_MS))
    act(() => void result.current.goTo(3))
    expect(result.current.isTransitioning).toBe(true)
    expect(result.current.index).toBe(0)
    act(() => vi.advanceTimersByTime(TESTIMONIAL_SWAP_MS - 1))
    expect(result.current.index).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.index).toBe(3)
    expect(result.current.isTransitioning).toBe(false)
  })

  it('ignores a selection during a transition, and of the current client', () => {
    const { result } = renderHook(() => useFadeSwap(6, TESTIMONIAL_SWAP_MS))
    let taken = true
    act(() => void (taken = result.current.goTo(0)))
    expect(taken).toBe(false)
    expect(result.current.isTransitioning).toBe(false)
    act(() => void result.current.goTo(2))
    act(() => void (taken = result.current.goTo(4)))
    expect(taken).toBe(false)
    act(() => vi.advanceTimersByTime(TESTIMONIAL_SWAP_MS))
    expect(result.current.index).toBe(2)
  })

  it('next and previous wrap around', () => {
    const { result } = renderHook(() => useFadeSwap(6, TESTIMONIAL_SWAP_MS))
    act(() => void result.current.previous())
    act(() => vi.advanceTimersByTime(TESTIMONIAL_SWAP_MS))
    expect(result.current.index).toBe(5)
    act(() => void result.current.next())
    act(() => vi.advanceTimersByTime(TESTIMONIAL_SWAP_MS))
    expect(result.current.index).toBe(0)
    expect(wrapIndex(-7, 6)).toBe(5)
  })

  it('swaps at once with a zero duration (reduced motion)', () => {
    const { result } = renderHook(() => useFadeSwap(6, 0))
    act(() => void result.current.goTo(4))
    expect(result.current.index).toBe(4)
    expect(result.current.isTransitioning).toBe(false)
  })
})

describe('industries slider: 4 s auto-advance with a 150 ms transition (spec §4)', () => {
  function useIndustries(isPaused = false) {
    const slider = useFadeSwap(6, INDUSTRY_TRANSITION_MS)
    useAutoAdvance(slider.next, {
      delayMs: INDUSTRY_AUTO_ADVANCE_MS,
      isPaused,
      restartKey: restart,
    })
    return slider
  }
  let restart = 0

  it('moves to the next industry when the delay has passed, and wraps', () => {
    restart = 0
    const { result } = renderHook(() => useIndustries())
    act(() => vi.advanceTimersByTime(INDUSTRY_AUTO_ADVANCE_MS - 1))
    expect(result.current.isTransitioning).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isTransitioning).toBe(true)
    act(() => vi.advanceTimersByTime(INDUSTRY_TRANSITION_MS))
    expect(result.current.index).toBe(1)
    for (const expected of [2, 3, 4, 5, 0]) {
      act(() => vi.advanceTimersByTime(INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS))
      expect(result.current.isTransitioning).toBe(true)
      act(() => vi.advanceTimersByTime(INDUSTRY_TRANSITION_MS))
      expect(result.current.index).toBe(expected)
    }
  })

  it('a manual change restarts the 4 s from zero', () => {
    restart = 0
    const { result, rerender } = renderHook(() => useIndustries())
    act(() => vi.advanceTimersByTime(INDUSTRY_AUTO_ADVANCE_MS - 1000))
    act(() => void result.current.goTo(3))
    restart += 1
    rerender()
    act(() => vi.advanceTimersByTime(INDUSTRY_TRANSITION_MS))
    expect(result.current.index).toBe(3)
    act(() => vi.advanceTimersByTime(INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS - 1))
    expect(result.current.isTransitioning).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isTransitioning).toBe(true)
  })

  it('does nothing while paused, and leaves no timer after unmount', () => {
    restart = 0
    const { result, unmount } = renderHook(() => useIndustries(true))
    act(() => vi.advanceTimersByTime(INDUSTRY_AUTO_ADVANCE_MS * 3))
    expect(result.current.index).toBe(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
