// The first screen's fade (the partner strip), in a module of its own that the page fetches after
// its first screen (hooks/useFade.ts): framer-motion's WAAPI `animate`, without the feature set
// the bands below bring (their `motion` components).
import { animate } from 'framer-motion/dom/mini'
import type { Easing } from '@/motion/timings'
import { fadeTransition } from '@/motion/transitions'

/** What a running fade can be told: stop where it is. */
export interface FadeControls {
  stop: () => void
}

/** Fades `element` to `opacity` over `durationMs` in `ease` (the house easing). */
export function fadeTo(
  element: HTMLElement,
  opacity: number,
  durationMs: number,
  ease: Easing,
): FadeControls {
  // (an engine without Web Animations, jsdom: the value at once)
  if (typeof element.animate !== 'function') {
    element.style.opacity = String(opacity)
    return { stop: () => {} }
  }
  return animate(element, { opacity }, fadeTransition(durationMs, ease))
}
