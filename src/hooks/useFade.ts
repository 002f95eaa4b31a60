import { useEffect, useState, type RefObject } from 'react'
import { MOTION_LOAD_IDLE_MAX_MS } from '@/config/constants'
import type { fadeTo as FadeTo } from '@/motion/fade'
import { useMotionSettings, type MotionNumberName } from '@/motion/timings'
import { whenIdle } from '@/lib/whenIdle'

const loadFade = () => import('@/motion/fade')

export interface FadeOptions {
  /** the fade's timing (`PARTNER_FADE_MS`, from the motion settings: motion/timings.ts) */
  duration: MotionNumberName
  /** no drawing: the change shows at once (reduced motion) */
  isInstant?: boolean
}

/**
 * Draws `isHidden` on the element in `ref`: framer-motion fades it out (opacity 0) and back in
 * over the `duration` timing, in the house easing. The state is the caller's, on its own timers; nothing here waits for a fade.
 * The animation code is not in the first load: it is fetched when the browser is idle after the
 * element has mounted (`MOTION_LOAD_IDLE_MAX_MS` at the latest), and a change before it has
 * arrived (or should it fail to load) shows at once.
 */
export function useFade(
  ref: RefObject<HTMLElement | null>,
  isHidden: boolean,
  { duration, isInstant = false }: FadeOptions,
): void {
  const settings = useMotionSettings()
  const durationMs = settings[duration]
  const ease = settings.EASE_SOFT
  const [fade, setFade] = useState<{ to: typeof FadeTo } | null>(null)
  useEffect(() => {
    let isCurrent = true
    const cancel = whenIdle(() => {
      loadFade().then(
        (module) => isCurrent && setFade({ to: module.fadeTo }),
        () => undefined,
      )
    }, MOTION_LOAD_IDLE_MAX_MS)
    return () => {
      isCurrent = false
      cancel()
    }
  }, [])

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (!fade || isInstant) {
      element.style.opacity = isHidden ? '0' : ''
      return
    }
    const animation = fade.to(element, isHidden ? 0 : 1, durationMs, ease)
    return () => animation.stop()
  }, [ref, fade, isHidden, durationMs, ease, isInstant])
}
