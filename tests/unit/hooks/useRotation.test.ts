import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  FRAME_MS,
  PARTNER_FADE_CLEAR_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
} from '@/config/constants'
import { useRotation, type RotationOptions } from '@/hooks/useRotation'
import { advance, crossBoundary, withFakeClock } from '../support/clock'

/** How long the page is busy in the fade flag's rendering: less than the fade, so the switch is not yet due. */
const LATE_FLAG_MS = 250

withFakeClock()

/** From one set's switch to the next fade flag: the rest of the 5000 ms after the 300 ms fade. */
const TO_NEXT_FADE_MS = PARTNER_ROTATION_MS - PARTNER_FADE_MS

describe('useRotation: 5000 ms from one set to the next, on the page clock (spec §4)', () => {
  type Props = RotationOptions & { setCount: number }
  const renderRotation = (initialProps: Props = { setCount: 4 }) =>
    renderHook(({ setCount, ...options }: Props) => useRotation(setCount, options), {
      initialProps,
    })

  /** The next set at `ms` from now: 1 ms before it, the set `from` still shows, at it `from + 1`. */
  const expectSwitchIn = (rotation: ReturnType<typeof renderRotation>, ms: number, from: number) =>
    crossBoundary(ms, {
      before: () => expect(rotation.result.current.setIndex).toBe(from),
      at: () => expect(rotation.result.current.setIndex).toBe(from + 1),
    })

  /** The fade flag at `ms` from now: 1 ms before it, not yet, at it, set. */
  const expectFadeIn = (rotation: ReturnType<typeof renderRotation>, ms: number) =>
    crossBoundary(ms, {
      before: () => expect(rotation.result.current.isFading).toBe(false),
      at: () => expect(rotation.result.current.isFading).toBe(true),
    })

  it('the flag at 5000 ms, the set 300 ms later, the flag cleared 50 ms after; each next set 5000 ms after the one before', () => {
    const rotation = renderRotation()
    expectFadeIn(rotation, PARTNER_ROTATION_MS)
    for (const from of [0, 1, 2]) {
      expectSwitchIn(rotation, PARTNER_FADE_MS, from)
      crossBoundary(PARTNER_FADE_CLEAR_MS, {
        before: () => expect(rotation.result.current.isFading).toBe(true),
        at: () => expect(rotation.result.current.isFading).toBe(false),
      })
      expectFadeIn(rotation, TO_NEXT_FADE_MS - PARTNER_FADE_CLEAR_MS)
    }
  })

  // the rendering is in both ends of a gap: up to a frame of it is taken off the next wait; a
  // longer one (the page stalled in it) pushes the next set back, so no gap comes short
  it.each([
    { renderMs: 5, takenOffMs: 5 },
    { renderMs: 100, takenOffMs: FRAME_MS },
  ])(
    'a switch that takes $renderMs ms to render: the next set $takenOffMs ms sooner after it',
    ({ renderMs, takenOffMs }) => {
      let slowMs = 0
      const start = performance.now()
      // each rendering takes `slowMs` on the page's clock (no timer falls due meanwhile)
      const rotation = renderHook(() => {
        vi.advanceTimersByTime(slowMs)
        return useRotation(4)
      })
      advance(PARTNER_ROTATION_MS + PARTNER_FADE_MS - 1)
      slowMs = renderMs
      advance(1)
      slowMs = 0
      expect(rotation.result.current.setIndex).toBe(1)
      expect(performance.now() - start).toBe(PARTNER_ROTATION_MS + PARTNER_FADE_MS + renderMs)
      advance(PARTNER_FADE_CLEAR_MS)
      expectFadeIn(rotation, TO_NEXT_FADE_MS - PARTNER_FADE_CLEAR_MS - takenOffMs)
      expectSwitchIn(rotation, PARTNER_FADE_MS, 1)
    },
  )

  // a page busy in the flag's rendering (the clock moves inside it: Vitest's own timers, advanced
  // from the render, with no timer due meanwhile); a switch timer that itself runs late is the
  // end-to-end test's (tests/e2e/rotation.mobile.spec.ts: a long task in the page)
  it('a fade flag rendered late does not move the switch', () => {
    let slowMs = 0
    const rotation = renderHook(() => {
      vi.advanceTimersByTime(slowMs)
      return useRotation(4)
    })
    advance(PARTNER_ROTATION_MS - 1)
    slowMs = LATE_FLAG_MS
    advance(1)
    slowMs = 0
    expect(rotation.result.current.isFading).toBe(true)
    expectSwitchIn(rotation, PARTNER_FADE_MS - LATE_FLAG_MS, 0)
  })

  it('a new set count (a phone, known once hydrated) or a new render restarts nothing', () => {
    const rotation = renderRotation()
    advance(PARTNER_ROTATION_MS + PARTNER_FADE_MS)
    advance(2000)
    rotation.rerender({ setCount: 8 })
    rotation.rerender({ setCount: 8 })
    expectFadeIn(rotation, TO_NEXT_FADE_MS - 2000)
    expectSwitchIn(rotation, PARTNER_FADE_MS, 1)
  })

  it('a pause restarts it: the flag 5000 ms after play', () => {
    const rotation = renderRotation()
    advance(PARTNER_ROTATION_MS + PARTNER_FADE_MS + 2000)
    rotation.rerender({ setCount: 4, isPaused: true })
    advance(PARTNER_ROTATION_MS * 2)
    expect(rotation.result.current.setIndex).toBe(1)
    rotation.rerender({ setCount: 4, isPaused: false })
    expectFadeIn(rotation, PARTNER_ROTATION_MS)
    expectSwitchIn(rotation, PARTNER_FADE_MS, 1)
  })
})
