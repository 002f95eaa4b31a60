import { useEffect, useRef } from 'react'
import { INDUSTRY_AUTO_ADVANCE_MS } from '@/config/constants'

export interface AutoAdvanceOptions {
  delayMs?: number
  /** paused while the pointer is over it, focus is inside, or motion is reduced */
  isPaused?: boolean
  /** change it (after a manual move) to restart the delay from zero */
  restartKey?: unknown
}

/** Calls `advance` every `delayMs` (spec §4: 4 s), restarting on `restartKey` and after a pause. */
export function useAutoAdvance(
  advance: () => void,
  { delayMs = INDUSTRY_AUTO_ADVANCE_MS, isPaused = false, restartKey }: AutoAdvanceOptions = {},
): void {
  const latest = useRef(advance)
  useEffect(() => {
    latest.current = advance
  })
  useEffect(() => {
    if (isPaused) return
    const id = setInterval(() => latest.current(), delayMs)
    return () => clearInterval(id)
  }, [delayMs, isPaused, restartKey])
}
