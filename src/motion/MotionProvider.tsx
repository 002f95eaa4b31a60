import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion'
import { useEffect, useState, type ReactNode } from 'react'
import { retryOnce } from '@/lib/lazyPart'

const importFeatures = retryOnce(() => import('@/motion/features'))
/**
 * framer-motion's features, tried twice; should they not load (the network, or the visitor
 * leaving mid-load), the elements stay still where they are instead of raising an error.
 */
const loadFeatures = (): Promise<FeatureBundle> =>
  importFeatures().then(
    (module) => module.default,
    () => new Promise<FeatureBundle>(() => {}),
  )

/**
 * Whether this provider's features have loaded, so its `m.*` elements are live. It turns true a
 * task after LazyMotion's own load (never before it: LazyMotion's effect, a parent's, runs after
 * a child's). An element created then starts from the values of its first render, and a motion
 * value that changed in between (a scroll measured on mount) is shown only at its next change:
 * a component that derives values before the features arrive sets them again once this is true.
 */
export function useMotionFeaturesReady(): boolean {
  const [isReady, setIsReady] = useState(false)
  useEffect(() => {
    let isCurrent = true
    void loadFeatures()
      .then(() => new Promise((resolve) => setTimeout(resolve)))
      .then(() => isCurrent && setIsReady(true))
    return () => {
      isCurrent = false
    }
  }, [])
  return isReady
}

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
