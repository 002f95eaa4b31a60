import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

const loadFeatures = () => import('@/motion/features').then((module) => module.default)

/**
 * framer-motion with its features loaded asynchronously; components inside use `m.*`. Mounted by
 * the sections that animate, so pages without them never load framer-motion.
 * reducedMotion "user": transforms are skipped for visitors who ask for reduced motion.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
