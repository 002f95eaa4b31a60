import type { StageWidth } from './address'
import type { TokenName } from './tokens'

/** A motion of the site, on a card of its own. */
export interface LabPart {
  id: string
  title: string
  /** what moves, and how to make it move */
  what: string
  /** the tokens it reads, in the order they act */
  tokens: readonly TokenName[]
  /** the widths it is drawn at, the first by default (the site's own widths for it) */
  widths: readonly StageWidth[]
  /** the stage's height, in CSS pixels of its own viewport */
  height: number
}

/** Every motion of the specification and the site (src/lab/README.md), in the order of a visit. */
export const LAB_PARTS: readonly LabPart[] = [
  {
    id: 'partners',
    title: 'Partner strip: rotation and fade',
    what: 'The home hero’s logos. A new set comes every rotation: the set fades out, switches while hidden, stays blank a moment, and the new one fades in. The pause button stops it.',
    tokens: ['PARTNER_ROTATION_MS', 'PARTNER_FADE_MS', 'PARTNER_FADE_CLEAR_MS', 'EASE_SOFT'],
    widths: ['desktop', 'phone'],
    height: 240,
  },
  {
    id: 'projects',
    title: 'Featured projects: hover intent, dim, expansion and collapse',
    what: 'On a desktop, rest the pointer on the second, third or fourth card (the first has no hover, as the specification says): after the hover intent the others dim and its picture zooms. At 1200 px or less, tap a card: it grows, its content shows; tap again: it waits, then shrinks.',
    tokens: [
      'PROJECT_HOVER_INTENT_MS',
      'PROJECT_HOVER_CLEAR_MS',
      'PROJECT_SCROLL_RELEASE_MS',
      'IMAGE_ZOOM_MS',
      'PROJECT_REVEAL_MS',
      'PROJECT_CONTENT_FADE_MS',
      'PROJECT_COLLAPSE_MS',
      'PROJECT_SHRINK_MS',
      'HOVER_TRANSITION_MS',
      'EASE_SOFT',
    ],
    widths: ['desktop', 'tablet', 'phone'],
    height: 900,
  },
  {
    id: 'industries-slider',
    title: 'Industries slider: auto-advance, swipe and dim',
    what: 'Phones only. It moves on by itself; arrows, dots and a 50 px swipe move it and restart the wait. Each change dims the card, and other input is ignored meanwhile.',
    tokens: [
      'INDUSTRY_AUTO_ADVANCE_MS',
      'INDUSTRY_TRANSITION_MS',
      'CAROUSEL_DIM_OPACITY',
      'EASE_SOFT',
    ],
    widths: ['phone'],
    height: 900,
  },
  {
    id: 'industries-stack',
    title: 'Industries card stack',
    what: 'From the tablet up. Scroll inside the stage: each card rises over the one before, which steps back; the current step’s label follows.',
    tokens: ['STATE_TRANSITION_MS', 'HOVER_TRANSITION_MS'],
    widths: ['desktop', 'tablet'],
    height: 800,
  },
  {
    id: 'testimonials',
    title: 'Testimonials: dim and swap',
    what: 'Choose another client (a logo, a dot, or a swipe on a phone): the card dims, then the next quote shows. A choice during the swap is ignored.',
    tokens: ['TESTIMONIAL_SWAP_MS', 'CAROUSEL_DIM_OPACITY', 'HOVER_TRANSITION_MS', 'EASE_SOFT'],
    widths: ['desktop', 'phone'],
    height: 760,
  },
  {
    id: 'team',
    title: 'Team slider: slide and lock',
    what: 'The arrows (a swipe on a phone) scroll a page of members; while it moves the slider ignores input.',
    tokens: ['TEAM_SCROLL_DURATION', 'TEAM_SLIDE_LOCK_MS', 'HOVER_TRANSITION_MS'],
    widths: ['desktop', 'tablet', 'phone'],
    height: 760,
  },
  {
    id: 'popup',
    title: 'A popup opening and closing',
    what: 'A popup opens at once and closes at once (the specification); its close button and actions answer the pointer.',
    tokens: ['HOVER_TRANSITION_MS', 'STATE_TRANSITION_MS'],
    widths: ['desktop', 'phone'],
    height: 640,
  },
  {
    id: 'page',
    title: 'A page entering',
    what: 'Moving to another page inside the site: the new page shows in its first frame, rising into place from a light fade; under reduced motion it simply appears.',
    tokens: ['PAGE_TRANSITION_MS', 'EASE_SOFT'],
    widths: ['desktop', 'phone'],
    height: 520,
  },
  {
    id: 'controls',
    title: 'Buttons, a card and a link; the navigation bar',
    what: 'Hover or focus each: colour, border and lift follow the pointer; an open FAQ item turns its icon. The bar along the top is what shows while a page is on its way.',
    tokens: ['HOVER_TRANSITION_MS', 'STATE_TRANSITION_MS', 'NAVIGATION_PROGRESS_MS', 'EASE_SOFT'],
    widths: ['desktop', 'phone'],
    height: 620,
  },
]

/** A part by its id. */
export const partOf = (id: string) => LAB_PARTS.find((part) => part.id === id)
