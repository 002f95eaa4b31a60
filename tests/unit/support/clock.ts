import { act } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'

/**
 * Vitest's fake clock (setTimeout, setInterval, Date, …) for every test of the calling file or
 * `describe`, the real one back after each test. The site's timings are plain timers, so this
 * clock drives all of them; framer-motion only draws, and no test waits for it.
 */
export function withFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** Moves the fake clock on by `ms`, running the timers that fall due, inside React's `act`. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

/**
 * A boundary of the spec, `ms` from now: `before` holds 1 ms before it, `at` holds when it is
 * reached. The clock ends at the boundary. A failure says when it was read, from the call:
 * `at +149 ms (before)` or `at +150 ms (boundary)`.
 */
export function crossBoundary(
  ms: number,
  { before, at }: { before: () => void; at: () => void },
): void {
  advance(ms - 1)
  checkAt(`+${ms - 1} ms (before)`, before)
  advance(1)
  checkAt(`+${ms} ms (boundary)`, at)
}

/** Runs `check`; its failure's message starts with when: `at +149 ms (before): …`. */
function checkAt(when: string, check: () => void): void {
  try {
    check()
  } catch (error) {
    // the assertion's own error, so its expected and received values still show
    if (error instanceof Error) {
      error.message = `at ${when}: ${error.message}`
      throw error
    }
    throw new Error(`at ${when}: ${String(error)}`, { cause: error })
  }
}

/** After an unmount: no timer of the component is left on the clock. */
export function expectNoTimersLeft(): void {
  expect(vi.getTimerCount()).toBe(0)
}
