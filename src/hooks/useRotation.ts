import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { FRAME_MS } from '@/config/constants'
import { wrapIndex } from '@/lib/wrapIndex'
import { useMotionSettings } from '@/motion/timings'

export interface RotationOptions {
  isPaused?: boolean
}

export interface Rotation {
  /** the set shown */
  setIndex: number
  /** the fade flag: set when a rotation begins, cleared `clearMs` after the switch */
  isFading: boolean
}

/**
 * spec §4 Partner logo strip, on plain timers (any fake clock drives them): the fade flag is set,
 * the next set replaces the shown one `PARTNER_FADE_MS` later, and the flag is cleared
 * `PARTNER_FADE_CLEAR_MS` after that switch. The first fade begins `PARTNER_ROTATION_MS` after the
 * rotation starts; each next set is shown `PARTNER_ROTATION_MS` after the one before it was (the
 * three from the motion settings, motion/timings.ts): the switch is rendered in its
 * timer's own task (`flushSync`), and the next one is timed from when that timer ran (from the end
 * of its rendering less a frame, should the rendering take longer), so a page busy past a deadline
 * delays that one switch, never the gap after it. (A `setInterval` keeps its phase: after a late
 * tick its next gap came short, 4.25 s on a phone.)
 * Only a pause stops it (and clears the flag at once); a new set count (a phone's, known once
 * hydrated) is read at the next switch and restarts nothing. Whatever draws the fade reads the
 * flag and the same numbers.
 */
export function useRotation(
  setCount: number,
  { isPaused = false }: RotationOptions = {},
): Rotation {
  const {
    PARTNER_ROTATION_MS: rotationMs,
    PARTNER_FADE_MS: fadeMs,
    PARTNER_FADE_CLEAR_MS: clearMs,
  } = useMotionSettings()
  // the sets shown since the start, wrapped on reading
  const [shown, setShown] = useState(0)
  const [isFading, setIsFading] = useState(false)
  const isRotating = !isPaused && setCount > 1

  useEffect(() => {
    if (!isRotating) return
    let fade: ReturnType<typeof setTimeout> | undefined
    let next: ReturnType<typeof setTimeout> | undefined
    let clear: ReturnType<typeof setTimeout> | undefined
    const rotateIn = (fadeInMs: number) => {
      fade = setTimeout(() => setIsFading(true), fadeInMs)
      next = setTimeout(() => {
        const ranAt = performance.now()
        flushSync(() => setShown((count) => count + 1))
        // the rendering (about the same each time) is in both ends of a gap; beyond a frame,
        // the page stalled in it, and the next set waits for the rest
        const renderMs = Math.min(performance.now() - ranAt, FRAME_MS)
        clear = setTimeout(() => setIsFading(false), clearMs)
        rotateIn(rotationMs - fadeMs - renderMs)
      }, fadeInMs + fadeMs)
    }
    rotateIn(rotationMs)
    return () => {
      clearTimeout(fade)
      clearTimeout(next)
      clearTimeout(clear)
      setIsFading(false)
    }
  }, [isRotating, rotationMs, fadeMs, clearMs])

  return { setIndex: wrapIndex(shown, setCount), isFading }
}
