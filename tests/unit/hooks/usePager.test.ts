import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TEAM_SLIDE_LOCK_MS } from '@/config/constants'
import { pageCountOf, usePager } from '@/hooks/usePager'
import { membersPerPage } from '@/sections/team-slider/TeamSliderSection'

beforeEach(() => {
  vi.useFakeTimers()
})

const step = (fn: () => void) => {
  act(fn)
  act(() => vi.advanceTimersByTime(TEAM_SLIDE_LOCK_MS))
}

describe('team slider (spec §4, §9)', () => {
  it('1 per page at 768 px or less, 2 at 1024 px or less, 3 wider', () => {
    expect(membersPerPage(true, true)).toBe(1)
    expect(membersPerPage(false, true)).toBe(2)
    expect(membersPerPage(false, false)).toBe(3)
    expect([1, 2, 3].map((n) => pageCountOf(6, n))).toEqual([6, 3, 2])
  })

  it('arrows wrap in both directions', () => {
    const { result } = renderHook(() => usePager(6, 3))
    step(() => result.current.previous())
    expect(result.current.page).toBe(1)
    step(() => result.current.next())
    expect(result.current.page).toBe(0)
  })

  it('swipes move only within bounds', () => {
    const { result } = renderHook(() => usePager(6, 2))
    step(() => result.current.swipePrevious())
    expect(result.current.page).toBe(0)
    step(() => result.current.swipeNext())
    step(() => result.current.swipeNext())
    step(() => result.current.swipeNext())
    expect(result.current.page).toBe(2)
  })

  it('ignores input during the 300 ms animation lock', () => {
    const { result } = renderHook(() => usePager(6, 1))
    act(() => result.current.next())
    expect(result.current.isLocked).toBe(true)
    act(() => result.current.next())
    expect(result.current.page).toBe(1)
    act(() => vi.advanceTimersByTime(TEAM_SLIDE_LOCK_MS - 1))
    act(() => result.current.next())
    expect(result.current.page).toBe(1)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.isLocked).toBe(false)
    act(() => result.current.goTo(4))
    expect(result.current.page).toBe(4)
  })

  it('keeps the page in range when the page size grows', () => {
    let perPage = 1
    const { result, rerender } = renderHook(() => usePager(6, perPage))
    step(() => result.current.goTo(5))
    perPage = 3
    rerender()
    expect(result.current.page).toBe(1)
    expect(result.current.pageCount).toBe(2)
  })
})
