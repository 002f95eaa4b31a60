// The project card's motion, in a module of its own: only the featured projects band (a deferred
// chunk) loads it, so none of it weighs on the first screen (the home page's initial JS budget).
// The first two are not the card's own: move them to transitions.ts when a first-screen part
// needs them.
import type { Transition } from 'framer-motion'
import {
  EASE_SOFT,
  PROJECT_CONTENT_FADE_MS,
  PROJECT_REVEAL_MS,
  PROJECT_SHRINK_MS,
} from '@/config/constants'
import { fadeTransition, toSeconds } from '@/motion/transitions'

/** No drawing: the value is set at once (reduced motion, or what the spec says happens at once). */
export const instantTransition: Transition = { type: false }

/**
 * The featured project card at 1200 px or less (spec §4), in the house easing: it grows from the
 * tap through the 900 ms before its content shows, shrinks once its 200 ms collapse delay is
 * over, and its content fades in when it shows (it hides at once: `instantTransition`).
 */
export const projectCardTransition = {
  // read when drawn, not when this module loads: the motion lab changes the constants live
  get grow(): Transition {
    return { duration: toSeconds(PROJECT_REVEAL_MS), ease: EASE_SOFT }
  },
  get shrink(): Transition {
    return { duration: toSeconds(PROJECT_SHRINK_MS), ease: EASE_SOFT }
  },
  get contentIn(): Transition {
    return fadeTransition(PROJECT_CONTENT_FADE_MS)
  },
}
