import type * as constants from './constants.ts'

/**
 * The durations the CSS reads, by the constant each one is (src/config/constants.ts): the
 * `duration-<name>` utilities and index.css's `theme(transitionDuration.<name>)`, each meaning one
 * thing (README "Motion tokens" says what each changes on screen): the site's own named for their
 * role, a spec timing after its constant (`PROJECT_REVEAL_MS` → `project-reveal`). tailwind.config.ts
 * writes them as custom properties on the root; the motion lab (src/lab/README.md) sets those
 * while it overrides a constant, so the CSS and the timers change together.
 */
export const CSS_DURATIONS = {
  hover: 'HOVER_TRANSITION_MS',
  state: 'STATE_TRANSITION_MS',
  zoom: 'IMAGE_ZOOM_MS',
  page: 'PAGE_TRANSITION_MS',
  progress: 'NAVIGATION_PROGRESS_MS',
  'project-reveal': 'PROJECT_REVEAL_MS',
} as const satisfies Record<string, keyof typeof constants>

export type CssDurationName = keyof typeof CSS_DURATIONS

/** The custom property a duration is: `hover` → `--duration-hover`. */
export const durationVar = (name: CssDurationName) => `--duration-${name}`

/**
 * The custom property the house easing is (`EASE_SOFT`): the `ease-soft` utility and index.css's
 * `theme(transitionTimingFunction.soft)` read it, so the motion lab sets it with the constant.
 */
export const EASE_SOFT_VAR = '--ease-soft'

/** An easing as CSS writes it: `cubic-bezier(0.22, 1, 0.36, 1)`. */
export const cubicBezier = (easing: readonly number[]) => `cubic-bezier(${easing.join(', ')})`
