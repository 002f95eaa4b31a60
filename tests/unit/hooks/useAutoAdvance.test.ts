import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { INDUSTRY_AUTO_ADVANCE_MS } from '@/config/constants'
import { useAutoAdvance, type AutoAdvanceOptions } from '@/hooks/useAutoAdvance'
import { advance, crossBoundary, expectNoTimersLeft, withFakeClock } from '../support/clock'

withFakeClock()

describe('useAutoAdvance: a restartable interval on the page clock', () => {
  const renderAdvance = (options: AutoAdvanceOptions = {}) => {
    const onAdvance = vi.fn()
    const view = renderHook((props: AutoAdvanceOptions) => useAutoAdvance(onAdvance, props), {
      initialProps: options,
    })
    return { ...view, onAdvance }
  }

  it('advances every 4000 ms by default', () => {
    const { onAdvance } = renderAdvance()
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(onAdvance).not.toHaveBeenCalled(),
      at: () => expect(onAdvance).toHaveBeenCalledOnce(),
    })
    advance(INDUSTRY_AUTO_ADVANCE_MS)
    expect(onAdvance).toHaveBeenCalledTimes(2)
  })

  it('a new restartKey, or playing again after a stop, counts the delay from zero', () => {
    const { onAdvance, rerender } = renderAdvance({ restartKey: 0 })
    advance(INDUSTRY_AUTO_ADVANCE_MS - 1)
    rerender({ restartKey: 1 })
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(onAdvance).not.toHaveBeenCalled(),
      at: () => expect(onAdvance).toHaveBeenCalledOnce(),
    })
    rerender({ restartKey: 1, isPlaying: false })
    advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(onAdvance).toHaveBeenCalledOnce()
    rerender({ restartKey: 1, isPlaying: true })
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(onAdvance).toHaveBeenCalledOnce(),
      at: () => expect(onAdvance).toHaveBeenCalledTimes(2),
    })
  })

  it('calls the latest callback without restarting, and stops on unmount', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender, unmount } = renderHook(({ onAdvance }) => useAutoAdvance(onAdvance), {
      initialProps: { onAdvance: first },
    })
    advance(INDUSTRY_AUTO_ADVANCE_MS - 1)
    rerender({ onAdvance: second })
    advance(1)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
    unmount()
    expectNoTimersLeft()
  })
})
