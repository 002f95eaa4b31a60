import { cn } from '@/lib/cn'

/**
 * The soft amber and cyan glows behind the bands, by where they are used: each a Tailwind class
 * whose gradient the theme builds from the design tokens (src/config/tokens.ts, GLOWS).
 */
const GLOWS = {
  cornerCool: 'bg-glow-corner-cool',
  introWide: 'bg-glow-intro-wide',
  spotlight: 'bg-glow-spotlight',
  intro: 'bg-glow-intro',
  introWarm: 'bg-glow-intro-warm',
  cardCool: 'bg-glow-card-cool',
  hero: 'bg-glow-hero',
  cornerWarm: 'bg-glow-corner-warm',
  diagonal: 'bg-glow-diagonal',
  band: 'bg-glow-band',
} as const

export type GlowKind = keyof typeof GLOWS

/** A decorative glow layer that fills its (relative) parent. */
export function Glow({ kind, className }: { kind: GlowKind; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none absolute inset-0', GLOWS[kind], className)}
    />
  )
}
