import type { Transition } from 'framer-motion'
import type { CSSProperties } from 'react'
import { EASE_SOFT } from '@/config/constants'

/** framer-motion works in seconds, config in milliseconds: convert once, here. */
export const toSeconds = (ms: number) => ms / 1000

/** A fade of `durationMs` in the house easing (the carousels' dim, the partner strip). */
export const fadeTransition = (durationMs: number): Transition => ({
  duration: toSeconds(durationMs),
  ease: EASE_SOFT,
})

/**
 * The same fade as a CSS transition of opacity, for an element whose fade needs no JavaScript
 * (the partner strip on the first screen): its class or style switches the opacity.
 */
export const cssFade = (durationMs: number): CSSProperties => ({
  transitionProperty: 'opacity',
  transitionDuration: `${durationMs}ms`,
  transitionTimingFunction: `cubic-bezier(${EASE_SOFT.join(', ')})`,
})
