import { useEffect, useEffectEvent } from 'react'
import { INDUSTRY_AUTO_ADVANCE_MS } from '@/config/constants'

export interface AutoAdvanceOptions {
  /** the time between two advances, in milliseconds (spec §4: 4000 ms) */
  delayMs?: number
  /** false stops it (a hover or focus pause, reduced motion, a hidden slider) */
  isPlaying?: boolean
  /** a new value restarts the delay from zero (after a manual change) */
  restartKey?: number
}

/**
 * Calls `advance` every `delayMs` while `isPlaying`, on a plain `setInterval`, so any fake clock
 * drives it. The delay runs from zero again whenever playing resumes or `restartKey` changes.
 */
export function useAutoAdvance(
  advance: () => void,
  { delayMs = INDUSTRY_AUTO_ADVANCE_MS, isPlaying = true, restartKey = 0 }: AutoAdvanceOptions = {},
): void {
  const onTick = useEffectEvent(advance)
  useEffect(() => {
    if (!isPlaying) return
    const timer = setInterval(() => onTick(), delayMs)
    return () => clearInterval(timer)
  }, [delayMs, isPlaying, restartKey])
}
