import { act, renderHook } from '@testing-library/react'
import { createElement, useState, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RESPONSE_TIMER_SECONDS, RESPONSE_TIMER_TICK_MS } from '@/config/constants'
import { createCountdown, useCountdown } from '@/hooks/useCountdown'
import { formatMinutesSeconds } from '@/lib/countdownText'
import {
  ResponseTimerProvider,
  useResponseTimer,
  useStartResponseTimer,
} from '@/hooks/useResponseTimer'

/** The response timer as the page uses it: the shared provider, one part starting, one showing. */
function useTimer() {
  const start = useStartResponseTimer()
  return { ...useResponseTimer(), start }
}
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(ResponseTimerProvider, null, children)

beforeEach(() => {
  vi.useFakeTimers()
})

describe('the response timer (docs/product.md "Response timer")', () => {
  it('waits at 10:00, inactive, until started', () => {
    const { result } = renderHook(() => useTimer(), { wrapper })
    act(() => vi.advanceTimersByTime(5 * RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('10:00')
    expect(result.current.isActive).toBe(false)
  })

  it('ticks 10:00 → 09:59 one second after the start', () => {
    const { result } = renderHook(() => useTimer(), { wrapper })
    act(() => result.current.start())
    expect(result.current.isActive).toBe(true)
    act(() => vi.advanceTimersByTime(RESPONSE_TIMER_TICK_MS - 1))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('10:00')
    act(() => vi.advanceTimersByTime(1))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('09:59')
  })

  it('reaches 00:00 after 600 s, stops there and turns inactive', () => {
    const { result } = renderHook(() => useTimer(), { wrapper })
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime((RESPONSE_TIMER_SECONDS - 1) * RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('00:01')
    expect(result.current.isActive).toBe(true)
    act(() => vi.advanceTimersByTime(RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('00:00')
    expect(result.current.isActive).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(10 * RESPONSE_TIMER_TICK_MS))
    expect(result.current.secondsLeft).toBe(0)
  })

  it('a new trigger restarts it at 10:00', () => {
    const { result } = renderHook(() => useTimer(), { wrapper })
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(125 * RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('07:55')
    act(() => vi.advanceTimersByTime(RESPONSE_TIMER_TICK_MS / 2))
    act(() => result.current.start())
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('10:00')
    act(() => vi.advanceTimersByTime(RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('09:59')
  })

  it('is a store: every part showing it sees the same seconds', () => {
    const { result } = renderHook(() => {
      const [countdown] = useState(() => createCountdown())
      return { a: useCountdown(countdown), b: useCountdown(countdown), countdown }
    })
    act(() => result.current.countdown.start())
    act(() => vi.advanceTimersByTime(3 * RESPONSE_TIMER_TICK_MS))
    expect(result.current.a).toEqual({ secondsLeft: RESPONSE_TIMER_SECONDS - 3, isActive: true })
    expect(result.current.b).toBe(result.current.a)
    act(() => result.current.countdown.stop())
  })

  it('leaves no timer behind after unmount', () => {
    const { result, unmount } = renderHook(() => useTimer(), { wrapper })
    act(() => result.current.start())
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
