import type { Transition } from 'framer-motion'
import type { Easing } from '@/motion/timings'

/** framer-motion works in seconds, config in milliseconds: convert once, here. */
export const toSeconds = (ms: number) => ms / 1000

/**
 * A fade of `durationMs` in `ease`, the house easing of the motion settings (motion/timings.ts):
 * the carousels' dim, the partner strip.
 */
export const fadeTransition = (durationMs: number, ease: Easing): Transition => ({
  duration: toSeconds(durationMs),
  ease: [...ease],
})
