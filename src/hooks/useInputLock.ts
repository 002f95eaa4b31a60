import { useCallback, useEffect, useRef } from 'react'

/**
 * An input lock (spec §4 Team slider: input is ignored during the 300 ms animation lock).
 * `take()` returns true and locks for `lockMs` when free, false while locked.
 */
export function useInputLock(lockMs: number): () => boolean {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(() => {
    if (timer.current !== undefined) return false
    if (lockMs > 0)
      timer.current = setTimeout(() => {
        timer.current = undefined
      }, lockMs)
    return true
  }, [lockMs])
}
