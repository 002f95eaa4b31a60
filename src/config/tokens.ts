/**
 * The design tokens (tokens.json: the palette, radii, container width) and what is made of them
 * for the Tailwind theme: shadows, the glows behind the bands and the type scale. Components use
 * the theme's classes (`bg-accent`, `shadow-card`, `bg-glow-hero`, `fill-accent-deep`,
 * `text-h1`), never a colour value or a font size: a changed token reaches every component, the
 * art (`npm run art`), the favicon, the theme-color meta and the local outbox's pages.
 */
import type { SCREENS } from './constants'
import tokens from './tokens.json' with { type: 'json' }

export const PALETTE = tokens.color
/**
 * The corner radii (tokens.json `radius`), `rounded-<role>`: the theme's only ones (Tailwind's own
 * `rounded-xl` … are gone, and house/type-scale flags them and an arbitrary `rounded-[…]`).
 * - `card` 20 px: a card of a grid, an industry's card, a testimonial's panel
 * - `pill` 999 px: buttons, badges, tags, the newsletter's field
 * - `panel` 28 px: a dark or form panel inside a band, a hero's or a member's picture, the
 *   industries stack's card
 * - `frame` 24 px: a dialog, a case study's pictures, a featured project's card
 * - `callout` 22 px: the contact band's response timer
 * - `tile` 16 px: an icon's tile, a testimonial's client logo, a notice, the load-failed toast
 * - `control` 12 px: a form field, a menu's item, a small icon tile, a client logo's plate
 * - `link` 8 px: the logo's link (its focus ring), the phone menu's service links
 * - `focus` 6 px: the focus ring of everything else (`:focus-visible`, src/index.css)
 * - `circle`: round buttons, dots, the glows' orbs, a spinner (as round as the box allows)
 * - `none`: a card printed flat on paper (`print:rounded-none`)
 */
export const RADIUS = tokens.radius
export const CONTAINER_WIDTH = tokens.container
/** the printed page's margin on every side (`@page`, src/index.css), in mm: paper has no px */
export const PRINT_PAGE_MARGIN = tokens.print.pageMargin
/**
 * the root font size on paper (src/index.css), in pt: body text at 11 pt, and the type scale and
 * spacing, all in rem, in proportion
 */
export const PRINT_ROOT_FONT_SIZE = tokens.print.rootFontSize

/** `rgb(r g b / alpha)` of a `#RRGGBB` token. */
export function rgba(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255} / ${alpha})`
}

const ink = PALETTE.ink.DEFAULT
const accent = PALETTE.accent.DEFAULT
const signal = PALETTE.signal.DEFAULT

export const SHADOWS = {
  card: `0 1px 2px ${rgba(ink, 0.06)}, 0 12px 32px -12px ${rgba(ink, 0.18)}`,
  lift: `0 2px 4px ${rgba(ink, 0.08)}, 0 24px 48px -16px ${rgba(ink, 0.28)}`,
  glow: `0 0 0 1px ${rgba(accent, 0.4)}, 0 12px 40px -8px ${rgba(accent, 0.45)}`,
  button: `0 8px 24px -10px ${rgba(accent, 0.7)}`,
  /** the header bar once the page has scrolled */
  header: `0 8px 24px -16px ${rgba(ink, 0.25)}`,
}

/** A round glow that fades out at 65 % (the footer's and the featured card's corner). */
const orb = (hex: string, alpha: number) =>
  `radial-gradient(circle, ${rgba(hex, alpha)}, transparent 65%)`

/** A soft radial glow: its ellipse, where it sits, its colour and strength, where it fades out. */
const glow = (size: string, at: string, hex: string, alpha: number, fade = 60) =>
  `radial-gradient(${size} at ${at}, ${rgba(hex, alpha)}, transparent ${fade}%)`

/** The amber and cyan glows behind the bands (`bg-glow-<name>`; components/primitives/Glow.tsx). */
export const GLOWS = {
  'corner-cool': glow('40rem 24rem', '100% 0%', signal, 0.12),
  'intro-wide': [
    glow('50rem 28rem', '90% -10%', signal, 0.14),
    glow('40rem 24rem', '0% 0%', accent, 0.16),
  ].join(', '),
  spotlight: glow('30rem 18rem', '50% 120%', accent, 0.3, 65),
  intro: [
    glow('60rem 30rem', '85% -10%', signal, 0.14),
    glow('40rem 24rem', '10% 0%', accent, 0.16),
  ].join(', '),
  'intro-warm': [
    glow('50rem 30rem', '90% 0%', accent, 0.18),
    glow('40rem 24rem', '0% 100%', signal, 0.12),
  ].join(', '),
  'card-cool': glow('30rem 18rem', '100% 0%', signal, 0.18),
  hero: [
    glow('50rem 30rem', '80% 10%', signal, 0.16),
    glow('40rem 30rem', '0% 100%', accent, 0.14),
  ].join(', '),
  'corner-warm': glow('40rem 26rem', '0% 100%', accent, 0.14),
  diagonal: [
    glow('40rem 28rem', '0% 0%', accent, 0.16),
    glow('36rem 24rem', '100% 100%', signal, 0.14),
  ].join(', '),
  band: [
    glow('30rem 18rem', '90% 120%', accent, 0.3, 65),
    glow('26rem 16rem', '0% -20%', signal, 0.18),
  ].join(', '),
  footer: orb(accent, 0.14),
  featured: orb(accent, 0.35),
  /** the "time" card of the advantages: amber fading into the surface */
  'time-card': `linear-gradient(160deg, ${rgba(accent, 0.16)}, ${rgba(PALETTE.surface.DEFAULT, 0.9)} 55%)`,
  /** the faint grid behind an inner page's intro (with a 48 px background size) */
  grid: `linear-gradient(${rgba(ink, 0.06)} 1px, transparent 1px), linear-gradient(90deg, ${rgba(ink, 0.06)} 1px, transparent 1px)`,
}

/** A screen of the Tailwind theme (src/config/constants.ts `SCREENS`): a step applies from it up. */
export type ScreenName = keyof typeof SCREENS

/** One step of a type role: its font size (rem) and, where it changes, its line height. */
export interface TypeStep {
  size: string
  /** unitless, a multiple of the font size */
  leading?: string
}

/**
 * A role of the type scale: its size and line height on a phone, the steps it takes from a
 * screen up, and the letter spacing and weight the design fixes for it. A role without a
 * leading keeps the line height of its box (controls: buttons, the header's links, the logo).
 */
export interface TypeRole extends TypeStep {
  steps?: Partial<Record<ScreenName, TypeStep>>
  tracking?: string
  weight?: number
}

/** Headings: docs/design.md "Type": tight tracking, extra-bold. */
const heading = { tracking: '-0.02em', weight: 800 } as const

/** A line height as the design writes it: the line's rem over the font's rem. */
const lines = (line: number, size: number) => `calc(${line} / ${size})`

/**
 * The type scale's steps (docs/tokens.md "One source each"; docs/design.md "Type"): `text-<step>`
 * in the Tailwind theme, each with its size and line height on a phone and the steps it takes
 * from a screen up (tailwind.config.ts), so `text-h1` alone is the whole ramp. In px (16 px rem):
 * display 40 → 48 → 60 → 68, h1 36 → 42 → 48 → 56, h2 30 → 40 → 44, h3 24 → 28, h4 20,
 * lead 18 → 20, body 16, small 14, caption 12. A text takes the step of the part it plays: a
 * page's first heading is `h1`, a band's heading `h2`, a card's `h3` or `h4`, the paragraph under
 * a heading (and a quote, a menu's link) `lead`, a control's label `body`; a figure takes the
 * heading step of its size.
 */
export const TYPE_STEPS = {
  /** the home hero's headline */
  display: {
    size: '2.5rem',
    leading: '1.05',
    ...heading,
    steps: { compact: { size: '3rem' }, tablet: { size: '3.75rem' }, lg: { size: '4.25rem' } },
  },
  /** a page's first heading (an intro band, a service's hero, a case's title), a card's big figure */
  h1: {
    size: '2.25rem',
    leading: '1.12',
    ...heading,
    steps: {
      compact: { size: '2.625rem' },
      tablet: { size: '3rem', leading: '1' },
      lg: { size: '3.5rem' },
    },
  },
  /** a band's heading, a big figure */
  h2: {
    size: '1.875rem',
    leading: '1.12',
    ...heading,
    steps: { tablet: { size: '2.5rem' }, lg: { size: '2.75rem' } },
  },
  /** a card's or a dialog's heading, an intro's figure */
  h3: {
    size: '1.5rem',
    leading: lines(2, 1.5),
    ...heading,
    steps: { tablet: { size: '1.75rem', leading: lines(2.25, 1.75) } },
  },
  /** a small card's heading (steps, features, team members, a case in the grid), a small figure */
  h4: { size: '1.25rem', leading: lines(1.75, 1.25), tracking: heading.tracking, weight: 700 },
  /** the paragraph under a heading, a quote, a phone menu's link */
  lead: {
    size: '1.125rem',
    leading: lines(1.75, 1.125),
    steps: { tablet: { size: '1.25rem', leading: lines(1.75, 1.25) } },
  },
  /** running text, a control's label, what a visitor types (16 px: no zoom on a phone's focus) */
  body: { size: '1rem', leading: '1.6' },
  small: { size: '0.875rem', leading: lines(1.25, 0.875) },
  /** a badge, a project's tags, the note under a figure */
  caption: { size: '0.75rem', leading: lines(1, 0.75) },
} satisfies Record<string, TypeRole>

/** Where a role differs from its step only by its tracking or weight: the step, and what differs. */
export const TYPE_ALIASES = {
  /** the small capitals over a heading (with `uppercase`) */
  eyebrow: { ...TYPE_STEPS.caption, tracking: '0.18em', weight: 700 },
} satisfies Record<string, TypeRole>

/**
 * The theme's only font sizes (Tailwind's own `text-sm` … `text-9xl` are gone, and
 * house/type-scale flags them): the steps and their aliases.
 */
export const TYPE_SCALE = { ...TYPE_STEPS, ...TYPE_ALIASES }
