import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RESPONSE_TIMER_SECONDS, RESPONSE_TIMER_TICK_MS } from '@/config/constants'
import { formatMinutesSeconds, useCountdown } from '@/hooks/useCountdown'

beforeEach(() => {
  vi.useFakeTimers()
})

describe('the response timer (DECISIONS "Response timer")', () => {
  it('waits at 10:00, inactive, until started', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => vi.advanceTimersByTime(5 * RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('10:00')
    expect(result.current.isActive).toBe(false)
  })

  it('ticks 10:00 → 09:59 one second after the start', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start())
    expect(result.current.isActive).toBe(true)
    act(() => vi.advanceTimersByTime(RESPONSE_TIMER_TICK_MS - 1))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('10:00')
    act(() => vi.advanceTimersByTime(1))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('09:59')
  })

  it('reaches 00:00 after 600 s, stops there and turns inactive', () => {
    const { result } = renderHook(() => useCountdown())
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
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start())
    act(() => vi.advanceTimersByTime(125 * RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('07:55')
    act(() => vi.advanceTimersByTime(RESPONSE_TIMER_TICK_MS / 2))
    act(() => result.current.start())
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('10:00')
    act(() => vi.advanceTimersByTime(RESPONSE_TIMER_TICK_MS))
    expect(formatMinutesSeconds(result.current.secondsLeft)).toBe('09:59')
  })

  it('leaves no timer behind after unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown())
    act(() => result.current.start())
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
