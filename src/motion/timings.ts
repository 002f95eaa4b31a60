// The motion the site's timers and framer-motion's transitions read, from one React context whose
// defaults are the constants (docs/motion.md "One context of timings"). The site never provides
// it, so every part reads the constants; the motion lab's stage provides it with its overrides.
import { createContext, useContext } from 'react'
import {
  CAROUSEL_DIM_OPACITY,
  EASE_SOFT,
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  PARTNER_FADE_CLEAR_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
  PROJECT_COLLAPSE_MS,
  PROJECT_CONTENT_FADE_MS,
  PROJECT_HOVER_CLEAR_MS,
  PROJECT_HOVER_INTENT_MS,
  PROJECT_REVEAL_MS,
  PROJECT_SCROLL_RELEASE_MS,
  PROJECT_SHRINK_MS,
  TEAM_SCROLL_DURATION,
  TEAM_SLIDE_LOCK_MS,
  TESTIMONIAL_SWAP_MS,
} from '@/config/constants'

/** A cubic Bézier easing, as framer-motion and CSS take it. */
export type Easing = readonly [number, number, number, number]

/**
 * The constants of src/config/constants.ts that the site's script reads for its motion, by name:
 * every timer's delay, the carousels' dim, the team slider's Embla duration and the house easing.
 * (The CSS reads its durations from custom properties on the root: config/motionDurations.ts.)
 */
export const MOTION_TIMINGS = {
  TESTIMONIAL_SWAP_MS,
  INDUSTRY_TRANSITION_MS,
  INDUSTRY_AUTO_ADVANCE_MS,
  CAROUSEL_DIM_OPACITY,
  PARTNER_ROTATION_MS,
  PARTNER_FADE_MS,
  PARTNER_FADE_CLEAR_MS,
  PROJECT_HOVER_INTENT_MS,
  PROJECT_SCROLL_RELEASE_MS,
  PROJECT_HOVER_CLEAR_MS,
  PROJECT_REVEAL_MS,
  PROJECT_CONTENT_FADE_MS,
  PROJECT_COLLAPSE_MS,
  PROJECT_SHRINK_MS,
  TEAM_SLIDE_LOCK_MS,
  TEAM_SCROLL_DURATION,
  EASE_SOFT: EASE_SOFT as Easing,
}

export type MotionTimingName = keyof typeof MOTION_TIMINGS

/** The numbers of the timings (all but the easing): a duration, a dim or Embla's duration. */
export type MotionNumberName = Exclude<MotionTimingName, 'EASE_SOFT'>

/** What the context holds: every timing, and reduced motion when a stage sets it. */
export type MotionSettings = { [Name in MotionNumberName]: number } & {
  EASE_SOFT: Easing
  /** reduced motion over the visitor's system setting (the motion lab's switch); unset: theirs */
  reducedMotion?: boolean
}

/** The site's motion settings: the constants, unless a provider above says otherwise. */
export const MotionSettingsContext = createContext<MotionSettings>(MOTION_TIMINGS)

/** The motion settings of the part that asks (the constants on the site). */
export const useMotionSettings = () => useContext(MotionSettingsContext)
