import { useEffect, useState } from 'react'
import { PARTNER_FADE_CLEAR_MS, PARTNER_FADE_MS, PARTNER_ROTATION_MS } from '@/config/constants'
import { wrapIndex } from '@/lib/wrapIndex'

export interface RotationOptions {
  rotationMs?: number
  fadeMs?: number
  clearMs?: number
  isPaused?: boolean
}

export interface Rotation {
  /** the set shown */
  setIndex: number
  /** the fade flag: set when a rotation begins, cleared `clearMs` after the switch */
  isFading: boolean
}

/**
 * spec §4 Partner logo strip, on plain timers (any fake clock drives them): every `rotationMs`
 * (5 s) the fade flag is set, the next set replaces the shown one `fadeMs` (300 ms) later, and the
 * flag is cleared `clearMs` (50 ms) after that switch. Whatever draws the fade reads the flag and
 * the same numbers; a pause stops the rotation and clears the flag at once.
 */
export function useRotation(
  setCount: number,
  {
    rotationMs = PARTNER_ROTATION_MS,
    fadeMs = PARTNER_FADE_MS,
    clearMs = PARTNER_FADE_CLEAR_MS,
    isPaused = false,
  }: RotationOptions = {},
): Rotation {
  const [setIndex, setSetIndex] = useState(0)
  const [isFading, setIsFading] = useState(false)

  useEffect(() => {
    if (isPaused || setCount < 2) return
    let fade: ReturnType<typeof setTimeout> | undefined
    let clear: ReturnType<typeof setTimeout> | undefined
    const rotation = setInterval(() => {
      setIsFading(true)
      fade = setTimeout(() => {
        setSetIndex((i) => wrapIndex(i + 1, setCount))
        clear = setTimeout(() => setIsFading(false), clearMs)
      }, fadeMs)
    }, rotationMs)
    return () => {
      clearInterval(rotation)
      clearTimeout(fade)
      clearTimeout(clear)
      setIsFading(false)
    }
  }, [setCount, rotationMs, fadeMs, clearMs, isPaused])

  return { setIndex: wrapIndex(setIndex, setCount), isFading }
}
