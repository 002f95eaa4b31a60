/**
 * The design tokens (tokens.json: the palette, radii, container width) and what is made of them
 * for the Tailwind theme: shadows and the glows behind the bands. Components use the theme's
 * classes (`bg-accent`, `shadow-card`, `bg-glow-hero`, `fill-accent-deep`), never a colour value:
 * a changed token reaches every component, the art (`npm run art`), the favicon, the
 * theme-color meta and the local outbox's pages.
 */
import tokens from './tokens.json' with { type: 'json' }

export const PALETTE = tokens.color
export const RADIUS = tokens.radius
export const CONTAINER_WIDTH = tokens.container

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

/** The amber and cyan glows behind the bands (`bg-glow-<name>`; components/Glow.tsx). */
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
