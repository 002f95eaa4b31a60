import { useEffect, useEffectEvent } from 'react'
import { useMotionSettings, type MotionNumberName } from '@/motion/timings'

export interface AutoAdvanceOptions {
  /** the timing between two advances (spec §4, the industries slider: `INDUSTRY_AUTO_ADVANCE_MS`) */
  delay?: MotionNumberName
  /** false stops it (a hover or focus pause, reduced motion, a hidden slider) */
  isPlaying?: boolean
  /** a new value restarts the delay from zero (after a manual change) */
  restartKey?: number
}

/**
 * Calls `advance` the `delay` timing (from the motion settings, motion/timings.ts) after the last advance while `isPlaying`, on plain timers, so any fake
 * clock drives it. Each advance sets the next one's timer when it runs, not on a `setInterval`'s
 * fixed phase: a tick a busy page ran late leaves the next gap whole rather than short (as the
 * partner strip's rotation, hooks/useRotation.ts). The delay runs from zero again whenever playing
 * resumes or `restartKey` changes.
 */
export function useAutoAdvance(
  advance: () => void,
  { delay = 'INDUSTRY_AUTO_ADVANCE_MS', isPlaying = true, restartKey = 0 }: AutoAdvanceOptions = {},
): void {
  const delayMs = useMotionSettings()[delay]
  const onTick = useEffectEvent(advance)
  useEffect(() => {
    if (!isPlaying) return
    let timer: ReturnType<typeof setTimeout>
    const next = () => {
      timer = setTimeout(() => {
        next()
        onTick()
      }, delayMs)
    }
    next()
    return () => clearTimeout(timer)
  }, [delayMs, isPlaying, restartKey])
}
