import type { CSSProperties } from 'react'
import { EASE_SOFT } from '@/config/constants'

/**
 * A fade of `durationMs` in the house easing as a CSS transition of opacity, for an element whose
 * fade needs no JavaScript (the partner strip on the first screen): its class switches the
 * opacity. Its own module, so the first screen does not take the framer-motion transitions along.
 */
export const cssFade = (durationMs: number): CSSProperties => ({
  transitionProperty: 'opacity',
  transitionDuration: `${durationMs}ms`,
  transitionTimingFunction: `cubic-bezier(${EASE_SOFT.join(', ')})`,
})
