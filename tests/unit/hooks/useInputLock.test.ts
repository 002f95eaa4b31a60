import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TEAM_SLIDE_LOCK_MS } from '@/config/constants'
import { useInputLock } from '@/hooks/useInputLock'
import { advance, crossBoundary, expectNoTimersLeft, withFakeClock } from '../support/clock'
import { withMotion } from '../support/motion'

// spec §4 Team slider: input is ignored during the 300 ms animation lock; `isLocked` is the mark
// the section writes meanwhile (`data-busy`), which the end-to-end tests wait for.
withFakeClock()

function renderLock(lockMs = TEAM_SLIDE_LOCK_MS) {
  const { result, unmount } = renderHook(() => useInputLock('TEAM_SLIDE_LOCK_MS'), {
    wrapper: withMotion({ TEAM_SLIDE_LOCK_MS: lockMs }),
  })
  /** takes the lock, as an input does; whether the input was taken */
  const take = () => {
    let isTaken = false
    act(() => void (isTaken = result.current.take()))
    return isTaken
  }
  return { take, isLocked: () => result.current.isLocked, unmount }
}

describe('the input lock and its mark (useInputLock)', () => {
  it('is free and unmarked until an input takes it', () => {
    const { isLocked } = renderLock()
    expect(isLocked()).toBe(false)
  })

  it('is marked from the take to 300 ms later, and ignores input until then', () => {
    const { take, isLocked } = renderLock()
    expect(take()).toBe(true)
    expect(isLocked()).toBe(true)
    crossBoundary(TEAM_SLIDE_LOCK_MS, {
      before: () => {
        expect(isLocked()).toBe(true)
        expect(take()).toBe(false)
      },
      at: () => expect(isLocked()).toBe(false),
    })
    // free again: the next input takes it, and the mark comes back for its own 300 ms
    expect(take()).toBe(true)
    crossBoundary(TEAM_SLIDE_LOCK_MS, {
      before: () => expect(isLocked()).toBe(true),
      at: () => expect(isLocked()).toBe(false),
    })
  })

  it('an input ignored during the lock does not lengthen it', () => {
    const { take, isLocked } = renderLock()
    take()
    advance(TEAM_SLIDE_LOCK_MS / 2)
    expect(take()).toBe(false)
    crossBoundary(TEAM_SLIDE_LOCK_MS / 2, {
      before: () => expect(isLocked()).toBe(true),
      at: () => expect(isLocked()).toBe(false),
    })
  })

  it('without a length, takes every input and never marks', () => {
    const { take, isLocked } = renderLock(0)
    expect(take()).toBe(true)
    expect(take()).toBe(true)
    expect(isLocked()).toBe(false)
    expectNoTimersLeft()
  })

  it('leaves no timer behind when it unmounts locked', () => {
    const { take, unmount } = renderLock()
    take()
    unmount()
    expectNoTimersLeft()
  })
})
