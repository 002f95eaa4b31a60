import type { Animate } from '@/motion/animate'

let loaded: Promise<Animate> | undefined

/** framer-motion's `animate`, fetched on first use (its own chunk) and kept for every later call. */
export function loadAnimate(): Promise<Animate> {
  loaded ??= import('@/motion/animate').then((module) => module.animate)
  return loaded
}
