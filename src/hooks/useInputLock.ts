import { useCallback, useEffect, useRef, useState } from 'react'

export interface InputLock {
  /** locks for `lockMs` and returns true when free; false while locked (the input is ignored) */
  take: () => boolean
  /** true while the lock holds, for the section's busy mark (`data-busy`) */
  isLocked: boolean
}

/**
 * An input lock (spec §4 Team slider: input is ignored during the 300 ms animation lock).
 * `take()` returns true and locks for `lockMs` when free, false while locked; `isLocked` says
 * whether it holds, from the take to the end of its `lockMs`.
 */
export function useInputLock(lockMs: number): InputLock {
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
