import * as constants from '@/config/constants'
import source from '@/config/constants.ts?raw'
import { CSS_DURATIONS, type CssDurationName } from '@/config/motionDurations'
import type { Easing } from '@/motion/timings'

/** A constant of src/config/constants.ts. */
export type ConstantName = keyof typeof constants

/** How a token's value reads, and whether a slower speed stretches it. */
export type TokenUnit = 'ms' | 'embla' | 'opacity' | 'easing'

/** A token's value: a number, or an easing's four (a cubic Bézier's x1, y1, x2, y2). */
export type TokenValue = number | Easing

/**
 * The values a token of each unit can take in the lab, said beside its field: a time up to a
 * minute, Embla's duration within the range its documentation gives (20–60, here 1–100), an
 * opacity from 0 to 1; an easing's x1 and x2 from 0 to 1 (CSS's rule for `cubic-bezier`).
 */
export const BOUNDS: Record<TokenUnit, readonly [number, number]> = {
  ms: [0, 60_000],
  embla: [1, 100],
  opacity: [0, 1],
  easing: [0, 1],
}

/** Whether two values are the same (an easing by its four numbers). */
export const isSameValue = (a: TokenValue | undefined, b: TokenValue | undefined) =>
  String(a) === String(b)

/** A value as its field shows it (an easing: `0.22, 1, 0.36, 1`). */
export const textOf = (value: TokenValue) =>
  typeof value === 'number' ? String(value) : value.join(', ')

/**
 * The value of `unit` a text is, when it is one within the unit's bounds: a number, or for an
 * easing four numbers (commas or spaces between), its x1 and x2 within its bounds.
 */
export function valueOf(unit: TokenUnit, text: string): TokenValue | null {
  const [min, max] = BOUNDS[unit]
  const within = (n: number) => Number.isFinite(n) && n >= min && n <= max
  if (unit !== 'easing') {
    const value = Number(text)
    return text.trim() !== '' && within(value) ? value : null
  }
  const numbers = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number)
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return null
  const [x1, y1, x2, y2] = numbers as [number, number, number, number]
  return within(x1) && within(x2) ? [x1, y1, x2, y2] : null
}

export interface LabToken {
  name: ConstantName
  unit: TokenUnit
  /** what it changes on screen, in a few words */
  what: string
}

/**
 * The constants of src/config/constants.ts the lab tunes: every timing of the site's motion, the
 * team slider's scroll and the carousels' dim. A slower speed stretches the times (`ms`) and the
 * team slider's scroll (`embla`, Embla's own unit: about 11 ms each at 60 Hz), never the dim.
 */
export const LAB_TOKENS: readonly LabToken[] = [
  { name: 'TESTIMONIAL_SWAP_MS', unit: 'ms', what: 'a testimonial card dims, then swaps' },
  { name: 'INDUSTRY_TRANSITION_MS', unit: 'ms', what: 'an industry card dims, then swaps' },
  {
    name: 'INDUSTRY_AUTO_ADVANCE_MS',
    unit: 'ms',
    what: 'the industries slider moves on by itself',
  },
  { name: 'CAROUSEL_DIM_OPACITY', unit: 'opacity', what: 'how far a changing card dims' },
  { name: 'PARTNER_ROTATION_MS', unit: 'ms', what: 'the next set of partner logos comes' },
  { name: 'PARTNER_FADE_MS', unit: 'ms', what: 'the logos fade out before the set switches' },
  {
    name: 'PARTNER_FADE_CLEAR_MS',
    unit: 'ms',
    what: 'the strip stays blank after the switch, then the new set fades in',
  },
  {
    name: 'PROJECT_HOVER_INTENT_MS',
    unit: 'ms',
    what: 'a pointer rests on a card before the others dim',
  },
  {
    name: 'PROJECT_SCROLL_RELEASE_MS',
    unit: 'ms',
    what: 'hover waits this long after a scroll stops',
  },
  { name: 'PROJECT_HOVER_CLEAR_MS', unit: 'ms', what: 'the dim clears after the pointer leaves' },
  { name: 'PROJECT_REVEAL_MS', unit: 'ms', what: 'a tapped card grows, then shows its content' },
  { name: 'PROJECT_CONTENT_FADE_MS', unit: 'ms', what: 'the shown content fades in' },
  { name: 'PROJECT_COLLAPSE_MS', unit: 'ms', what: 'a tapped open card waits, then collapses' },
  { name: 'PROJECT_SHRINK_MS', unit: 'ms', what: 'the collapsing card shrinks' },
  { name: 'TEAM_SLIDE_LOCK_MS', unit: 'ms', what: 'the team slider ignores input while it moves' },
  { name: 'TEAM_SCROLL_DURATION', unit: 'embla', what: 'the team slider scrolls a page' },
  { name: 'HOVER_TRANSITION_MS', unit: 'ms', what: 'a control or card answers the pointer' },
  { name: 'STATE_TRANSITION_MS', unit: 'ms', what: 'a look follows a state (open, current)' },
  { name: 'IMAGE_ZOOM_MS', unit: 'ms', what: 'a hovered project picture zooms in' },
  {
    name: 'PAGE_TRANSITION_MS',
    unit: 'ms',
    what: 'a page reached inside the site rises into place from a light fade',
  },
  { name: 'NAVIGATION_PROGRESS_MS', unit: 'ms', what: 'one sweep of the navigation bar' },
  {
    name: 'EASE_SOFT',
    unit: 'easing',
    what: 'the house easing: the fades, the dim, the lifts (ease-soft), the card’s growth',
  },
]

/** The name of a token of the lab. */
export type TokenName = (typeof LAB_TOKENS)[number]['name']

/** A token by its name. */
export const tokenOf = (name: TokenName) => {
  const token = LAB_TOKENS.find((candidate) => candidate.name === name)
  if (!token) throw new Error(`${name} is not a token of the motion lab (src/lab/tokens.ts)`)
  return token
}

/** Whether a slower speed stretches the token (times do; the dim's depth and an easing do not). */
export const isStretched = (token: LabToken) => token.unit === 'ms' || token.unit === 'embla'

/** The token's value at `speed` (1, 0.5, 0.25, 0.1): a time at half speed lasts twice as long. */
export const atSpeed = (token: LabToken, value: TokenValue, speed: number) =>
  isStretched(token) && typeof value === 'number' ? Math.round(value / speed) : value

/** The line to put in src/config/constants.ts for `value`. */
export const sourceLine = (token: LabToken, value: TokenValue) =>
  typeof value === 'number'
    ? `export const ${token.name} = ${value}`
    : `export const ${token.name} = [${value.join(', ')}] as const`

/** How a value reads beside its control. */
export const unitLabel: Record<TokenUnit, string> = {
  ms: 'ms',
  embla: 'Embla units',
  opacity: 'opacity',
  easing: 'cubic-bezier',
}

/** The file's value of `name` now (an edit of the file is a hot update of this module's imports). */
export const fileValueOf = (name: TokenName) => constants[name] as TokenValue

/** The line `name` is declared on in src/config/constants.ts (its text, as Vite serves it raw). */
export const lineOf = (name: TokenName) =>
  source.slice(0, source.search(new RegExp(`^export const ${name}\\b`, 'm'))).split('\n').length

/** The CSS durations that are `name` (`HOVER_TRANSITION_MS` → `hover`). */
export const cssNamesOf = (name: TokenName) =>
  (Object.entries(CSS_DURATIONS) as [CssDurationName, ConstantName][])
    .filter(([, constant]) => constant === name)
    .map(([cssName]) => cssName)
