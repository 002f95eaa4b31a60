import { cn } from '@/lib/cn'

/** The soft amber and cyan glows behind the bands, by where they are used. */
const GLOWS = {
  cornerCool: 'bg-[radial-gradient(40rem_24rem_at_100%_0%,rgb(34_211_238/0.12),transparent_60%)]',
  introWide:
    'bg-[radial-gradient(50rem_28rem_at_90%_-10%,rgb(34_211_238/0.14),transparent_60%),radial-gradient(40rem_24rem_at_0%_0%,rgb(255_176_32/0.16),transparent_60%)]',
  spotlight: 'bg-[radial-gradient(30rem_18rem_at_50%_120%,rgb(255_176_32/0.3),transparent_65%)]',
  intro:
    'bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(34_211_238/0.14),transparent_60%),radial-gradient(40rem_24rem_at_10%_0%,rgb(255_176_32/0.16),transparent_60%)]',
  introWarm:
    'bg-[radial-gradient(50rem_30rem_at_90%_0%,rgb(255_176_32/0.18),transparent_60%),radial-gradient(40rem_24rem_at_0%_100%,rgb(34_211_238/0.12),transparent_60%)]',
  cardCool: 'bg-[radial-gradient(30rem_18rem_at_100%_0%,rgb(34_211_238/0.18),transparent_60%)]',
  hero: 'bg-[radial-gradient(50rem_30rem_at_80%_10%,rgb(34_211_238/0.16),transparent_60%),radial-gradient(40rem_30rem_at_0%_100%,rgb(255_176_32/0.14),transparent_60%)]',
  cornerWarm: 'bg-[radial-gradient(40rem_26rem_at_0%_100%,rgb(255_176_32/0.14),transparent_60%)]',
  diagonal:
    'bg-[radial-gradient(40rem_28rem_at_0%_0%,rgb(255_176_32/0.16),transparent_60%),radial-gradient(36rem_24rem_at_100%_100%,rgb(34_211_238/0.14),transparent_60%)]',
  band: 'bg-[radial-gradient(30rem_18rem_at_90%_120%,rgb(255_176_32/0.3),transparent_65%),radial-gradient(26rem_16rem_at_0%_-20%,rgb(34_211_238/0.18),transparent_60%)]',
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
