import { useCallback, useEffect, useRef, useState } from 'react'
import { useMotionSettings, type MotionNumberName } from '@/motion/timings'

export interface InputLock {
  /** locks for the lock's timing and returns true when free; false while locked (the input is ignored) */
  take: () => boolean
  /** true while the lock holds, for the section's busy mark (`data-busy`) */
  isLocked: boolean
}

/**
 * An input lock (spec §4 Team slider: input is ignored during the 300 ms animation lock).
 * `take()` returns true and locks for the timing `lock` names (`TEAM_SLIDE_LOCK_MS`, from the
 * motion settings: motion/timings.ts) when free, false while locked; `isLocked` says whether it
 * holds, from the take to the end of the lock.
 */
export function useInputLock(lock: MotionNumberName): InputLock {
  const lockMs = useMotionSettings()[lock]
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [isLocked, setIsLocked] = useState(false)
  useEffect(() => () => clearTimeout(timer.current), [])
  const take = useCallback(() => {
    if (timer.current !== undefined) return false
    if (lockMs > 0) {
      setIsLocked(true)
      timer.current = setTimeout(() => {
        timer.current = undefined
        setIsLocked(false)
      }, lockMs)
    }
    return true
  }, [lockMs])
  return { take, isLocked }
}
