// The project card's motion, in a module of its own: only the featured projects band (a deferred
// chunk) loads it, so none of it weighs on the first screen (the home page's initial JS budget).
// The first is not the card's own: move it to transitions.ts when a first-screen part needs it.
import type { Transition } from 'framer-motion'
import type { MotionSettings } from '@/motion/timings'
import { toSeconds } from '@/motion/transitions'

/** No drawing: the value is set at once (reduced motion, or what the spec says happens at once). */
export const instantTransition: Transition = { type: false }

/**
 * The featured project card at 1200 px or less (spec §4), in the house easing, from the motion
 * settings (motion/timings.ts): it grows from the tap through the `PROJECT_REVEAL_MS` before its
 * content shows and shrinks over `PROJECT_SHRINK_MS` once its collapse delay is over. (Its content
 * fades in over `PROJECT_CONTENT_FADE_MS`, `fadeTransition`, and hides at once:
 * `instantTransition`.)
 */
export const projectCardTransitions = ({
  PROJECT_REVEAL_MS,
  PROJECT_SHRINK_MS,
  EASE_SOFT,
}: MotionSettings) => ({
  grow: { duration: toSeconds(PROJECT_REVEAL_MS), ease: [...EASE_SOFT] } satisfies Transition,
  shrink: { duration: toSeconds(PROJECT_SHRINK_MS), ease: [...EASE_SOFT] } satisfies Transition,
})
