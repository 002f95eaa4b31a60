import { useCallback, useSyncExternalStore } from 'react'
import { useMotionSettings } from '@/motion/timings'

/**
 * Whether a media query matches. The first render (and the prerender) answers `false`, the
 * desktop/no-preference answer, and the hook corrects itself after mount without a mismatch.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/**
 * True when the visitor asked for reduced motion, or when the motion settings say so over their
 * system's answer (the motion lab's switch: motion/timings.ts).
 */
export function usePrefersReducedMotion(): boolean {
  const isSystemReduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  return useMotionSettings().reducedMotion ?? isSystemReduced
}
