import userEvent, { type UserEvent } from '@testing-library/user-event'
import { vi } from 'vitest'

/**
 * A user-event instance for tests on the fake clock (`withFakeClock`): a click or a key press
 * takes no time on it, so the test alone moves the clock and a boundary stays exact.
 *
 * Why not `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`: every call of an instance
 * runs in Testing Library's `asyncWrapper`, which after the action waits for a `setTimeout(…, 0)`
 * and moves only Jest's fake clock on to it, never Vitest's; under Vitest's clock that timer is
 * never due and the call hangs, whatever the instance's `delay` or `advanceTimers` (`delay: null`,
 * or `advanceTimers` inside `act`, hang the same). So the instance waits for nothing itself
 * (`delay: null`: no timer between its steps), and each call runs the timers due now until it has
 * settled (`vi.advanceTimersByTimeAsync(0)`), which moves the clock by 0 ms.
 */
export function setupUser(): UserEvent {
  const user = userEvent.setup({ delay: null })
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args)
        return result instanceof Promise ? settle(result) : result
      }
    },
  })
}

/** Runs the fake clock's timers due now, without moving it, until `action` has settled. */
async function settle<T>(action: Promise<T>): Promise<T> {
  let isSettled = false
  const done = () => {
    isSettled = true
  }
  action.then(done, done)
  while (!isSettled) await vi.advanceTimersByTimeAsync(0)
  return action
}
