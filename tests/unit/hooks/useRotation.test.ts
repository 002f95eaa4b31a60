import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PARTNER_FADE_CLEAR_MS, PARTNER_FADE_MS, PARTNER_ROTATION_MS } from '@/config/constants'
import { useRotation } from '@/hooks/useRotation'
import { partnerSets, PARTNERS_PER_SET } from '@/sections/partners/PartnerStrip'

beforeEach(() => {
  vi.useFakeTimers()
})

describe('partner strip rotation (spec §4)', () => {
  it('groups sixteen logos in sets of 4, or 2 on mobile', () => {
    const logos = Array.from({ length: 16 }, (_, i) => i)
    expect(partnerSets(logos, PARTNERS_PER_SET.wide)).toHaveLength(4)
    expect(partnerSets(logos, PARTNERS_PER_SET.mobile)).toHaveLength(8)
    expect(partnerSets(logos, PARTNERS_PER_SET.wide)[1]).toEqual([4, 5, 6, 7])
  })

  it('every 5 s: fades for 300 ms, switches the set, clears the fade 50 ms later', () => {
    const { result } = renderHook(() => useRotation(4))
    act(() => vi.advanceTimersByTime(PARTNER_ROTATION_MS - 1))
    expect(result.current).toEqual({ setIndex: 0, isFading: false })
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toEqual({ setIndex: 0, isFading: true })
    act(() => vi.advanceTimersByTime(PARTNER_FADE_MS - 1))
    expect(result.current.setIndex).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toEqual({ setIndex: 1, isFading: true })
    act(() => vi.advanceTimersByTime(PARTNER_FADE_CLEAR_MS - 1))
    expect(result.current.isFading).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toEqual({ setIndex: 1, isFading: false })
  })

  it('wraps from the last set to the first', () => {
    const { result } = renderHook(() => useRotation(2))
    act(() =>
      vi.advanceTimersByTime(2 * PARTNER_ROTATION_MS + PARTNER_FADE_MS + PARTNER_FADE_CLEAR_MS),
    )
    expect(result.current.setIndex).toBe(0)
  })

  it('stands still while paused and cleans up on unmount', () => {
    const { result, unmount } = renderHook(() => useRotation(4, { isPaused: true }))
    act(() => vi.advanceTimersByTime(PARTNER_ROTATION_MS * 3))
    expect(result.current.setIndex).toBe(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
