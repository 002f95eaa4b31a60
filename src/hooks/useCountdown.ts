import { useSyncExternalStore } from 'react'
import { RESPONSE_TIMER_SECONDS, RESPONSE_TIMER_TICK_MS } from '@/config/constants'

export interface CountdownState {
  /** seconds left, from `seconds` down to 0 */
  secondsLeft: number
  /** true from a start until 0 is reached */
  isActive: boolean
}

export interface Countdown {
  get: () => CountdownState
  /** what it shows before any start (and in the prerendered HTML) */
  initial: CountdownState
  subscribe: (onChange: () => void) => () => void
  /** (re)starts at the full length */
  start: () => void
  /** stops ticking (the provider unmounts) */
  stop: () => void
}

/**
 * A countdown that ticks down by one every `tickMs` from `seconds` to 0 and stops there
 * (docs/product.md "Response timer"); a new start restarts it at the full length. It is a store, not
 * React state: starting it (from the booking popup, the newsletter) updates only the parts that
 * show it, never the parts of the page still waiting to hydrate.
 */
export function createCountdown({
  seconds = RESPONSE_TIMER_SECONDS,
  tickMs = RESPONSE_TIMER_TICK_MS,
}: { seconds?: number; tickMs?: number } = {}): Countdown {
  const initial: CountdownState = { secondsLeft: seconds, isActive: false }
  let state = initial
  let interval: ReturnType<typeof setInterval> | undefined
  const listeners = new Set<() => void>()
  const set = (next: CountdownState) => {
    state = next
    listeners.forEach((listener) => listener())
  }
  const stop = () => {
    clearInterval(interval)
    interval = undefined
  }
  return {
    get: () => state,
    initial,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    start() {
      stop()
      set({ secondsLeft: seconds, isActive: true })
      interval = setInterval(() => {
        const secondsLeft = Math.max(0, state.secondsLeft - 1)
        if (secondsLeft === 0) stop()
        set({ secondsLeft, isActive: secondsLeft > 0 })
      }, tickMs)
    },
    stop,
  }
}

/** What a countdown shows now; the prerender and hydration see its initial state. */
export function useCountdown(countdown: Countdown): CountdownState {
  return useSyncExternalStore(countdown.subscribe, countdown.get, () => countdown.initial)
}
