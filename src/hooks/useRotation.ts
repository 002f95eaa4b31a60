import { useEffect, useRef, useState, type RefObject } from 'react'
import { PARTNER_FADE_CLEAR_MS, PARTNER_FADE_MS, PARTNER_ROTATION_MS } from '@/config/constants'
import { wrapIndex } from '@/lib/wrapIndex'
import { loadAnimate } from '@/motion/loadAnimate'
import { fadeTransition } from '@/motion/transitions'

export interface RotationOptions {
  rotationMs?: number
  fadeMs?: number
  clearMs?: number
  isPaused?: boolean
}

export interface Rotation<T extends HTMLElement> {
  /** the element that fades (framer-motion animates its opacity) */
  scope: RefObject<T | null>
  /** the set shown */
  setIndex: number
  /** the fade flag: set when the fade starts, cleared `clearMs` after the switch */
  isFading: boolean
}

/**
 * spec §4 Partner logo strip: every `rotationMs` (5 s) framer-motion fades the strip out over
 * `fadeMs` (300 ms), the next set replaces it when the fade has finished, and the fade flag is
 * cleared `clearMs` (50 ms) after that switch, when the strip fades back in. framer-motion is
 * loaded when the first fade is due, never with the first screen.
 */
export function useRotation<T extends HTMLElement>(
  setCount: number,
  {
    rotationMs = PARTNER_ROTATION_MS,
    fadeMs = PARTNER_FADE_MS,
    clearMs = PARTNER_FADE_CLEAR_MS,
    isPaused = false,
  }: RotationOptions = {},
): Rotation<T> {
  const scope = useRef<T>(null)
  const [setIndex, setSetIndex] = useState(0)
  const [isFading, setIsFading] = useState(false)

  useEffect(() => {
    const strip = scope.current
    if (isPaused || setCount < 2 || !strip) return
    let isStopped = false
    let clear: ReturnType<typeof setTimeout> | undefined
    let running: { stop: () => void } | undefined
    const transition = fadeTransition(fadeMs)
    const rotate = async () => {
      setIsFading(true)
      const animate = await loadAnimate()
      if (isStopped) return
      const fadeOut = animate(strip, { opacity: 0 }, transition)
      running = fadeOut
      await fadeOut
      if (isStopped) return
      setSetIndex((i) => wrapIndex(i + 1, setCount))
      clear = setTimeout(() => {
        setIsFading(false)
        running = animate(strip, { opacity: 1 }, transition)
      }, clearMs)
    }
    const interval = setInterval(() => void rotate(), rotationMs)
    return () => {
      isStopped = true
      clearInterval(interval)
      clearTimeout(clear)
      running?.stop()
      strip.style.opacity = ''
      setIsFading(false)
    }
  }, [setCount, rotationMs, fadeMs, clearMs, isPaused])

  return { scope, setIndex: wrapIndex(setIndex, setCount), isFading }
}
