import { useEffect, useState } from 'react'
import { PARTNER_FADE_CLEAR_MS, PARTNER_FADE_MS, PARTNER_ROTATION_MS } from '@/config/constants'
import { wrapIndex } from '@/hooks/useFadeSwap'

export interface RotationOptions {
  rotationMs?: number
  fadeMs?: number
  clearMs?: number
  isPaused?: boolean
}

/**
 * spec §4 Partner logo strip: every `rotationMs` (5 s) the strip fades for `fadeMs` (300 ms),
 * switches to the next set, and clears the fade flag `clearMs` (50 ms) after the switch.
 */
export function useRotation(
  setCount: number,
  {
    rotationMs = PARTNER_ROTATION_MS,
    fadeMs = PARTNER_FADE_MS,
    clearMs = PARTNER_FADE_CLEAR_MS,
    isPaused = false,
  }: RotationOptions = {},
): { setIndex: number; isFading: boolean } {
  const [setIndex, setSetIndex] = useState(0)
  const [isFading, setIsFading] = useState(false)

  useEffect(() => {
    if (isPaused || setCount < 2) return
    let fade: ReturnType<typeof setTimeout> | undefined
    let clear: ReturnType<typeof setTimeout> | undefined
    const interval = setInterval(() => {
      setIsFading(true)
      fade = setTimeout(() => {
        setSetIndex((i) => wrapIndex(i + 1, setCount))
        clear = setTimeout(() => setIsFading(false), clearMs)
      }, fadeMs)
    }, rotationMs)
    return () => {
      clearInterval(interval)
      clearTimeout(fade)
      clearTimeout(clear)
      setIsFading(false)
    }
  }, [setCount, rotationMs, fadeMs, clearMs, isPaused])

  return { setIndex: setCount > 0 ? wrapIndex(setIndex, setCount) : 0, isFading }
}
