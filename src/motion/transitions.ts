import type { Transition } from 'framer-motion'
import { EASE_SOFT } from '@/config/constants'

/** framer-motion works in seconds, config in milliseconds: convert once, here. */
export const toSeconds = (ms: number) => ms / 1000

/** A fade of `durationMs` in the house easing (the carousels' dim, the partner strip). */
export const fadeTransition = (durationMs: number): Transition => ({
  duration: toSeconds(durationMs),
  ease: EASE_SOFT,
})
