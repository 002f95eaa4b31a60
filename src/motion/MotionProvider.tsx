import { MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'
import { useMotionSettings } from '@/motion/timings'

/**
 * framer-motion's settings for the sections that animate (their chunks bring framer-motion's
 * `motion` components with them, so pages without them never load it). reducedMotion "user":
 * transforms are skipped for visitors who ask for reduced motion; where the motion settings say
 * reduced motion is on or off (the motion lab's switch, motion/timings.ts), "always" or "never".
 * No LazyMotion: its features arrived after the elements were made, and an element made before
 * kept its first render's values.
 * A `motion` element is live from the commit that mounts or hydrates it.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const { reducedMotion } = useMotionSettings()
  const mode = reducedMotion === undefined ? 'user' : reducedMotion ? 'always' : 'never'
  return <MotionConfig reducedMotion={mode}>{children}</MotionConfig>
}
