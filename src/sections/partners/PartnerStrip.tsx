import { useRef } from 'react'
import { PauseButton } from '@/components/primitives/PauseButton'
import { MOBILE_MAX_PX, maxWidthQuery } from '@/config/constants'
import type { PartnerStripContent } from '@/content/types'
import { useFade } from '@/hooks/useFade'
import { useMediaQuery, usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { usePause } from '@/hooks/usePause'
import { useRotation } from '@/hooks/useRotation'
import { cn } from '@/lib/cn'
import { hydrationUnit } from '@/lib/hydrationMarks'

export interface PartnerStripProps {
  content: PartnerStripContent
}

type PartnerLogo = PartnerStripContent['logos'][number]

/** One logo of the strip, in its list item. */
function PartnerLogoItem({ logo, className }: { logo: PartnerLogo; className?: string }) {
  return (
    <li className={cn('flex justify-center', className)}>
      <img
        src={logo.src}
        alt={logo.alt}
        width={logo.width}
        height={logo.height}
        loading="lazy"
        decoding="async"
        className="h-9 w-auto opacity-80 tablet:h-11"
      />
    </li>
  )
}

/** Per-set sizes of spec §4: 4 logos a set, 2 at 720 px or less. */
export const PARTNERS_PER_SET = { wide: 4, mobile: 2 } as const

/** Splits logos into consecutive sets of `size`. */
export function partnerSets<T>(logos: readonly T[], size: number): T[][] {
  const sets: T[][] = []
  for (let i = 0; i < logos.length; i += size) sets.push(logos.slice(i, i + size))
  return sets
}

/**
 * spec §4 Partner logo strip: the visible set rotates every 5 s (the fade flag is set, the set
 * switches 300 ms later, the flag clears 50 ms after that: timers in `useRotation`).
 * framer-motion draws the flag over the same `PARTNER_FADE_MS` (`useFade`): the strip fades out,
 * and back in once the flag clears. Its code is fetched after the first screen (the first
 * rotation is 5 s away), so none of it is in the first load.
 * Paused while a mouse is over it or keyboard focus is in it, and by its pause button until the
 * visitor plays it again (`usePause`); under reduced motion all logos show, still, and there is
 * nothing to pause.
 */
export function PartnerStrip({ content }: PartnerStripProps) {
  const { logos, label, pause: pauseLabel } = content
  const isMobile = useMediaQuery(maxWidthQuery(MOBILE_MAX_PX))
  const isReduced = usePrefersReducedMotion()
  const pause = usePause()
  const sets = partnerSets(logos, isMobile ? PARTNERS_PER_SET.mobile : PARTNERS_PER_SET.wide)
  const { setIndex, isFading } = useRotation(sets.length, {
    isPaused: pause.isPaused || isReduced,
  })
  const shown = isReduced ? logos : (sets[setIndex] ?? [])
  const list = useRef<HTMLUListElement>(null)
  useFade(list, isFading, { duration: 'PARTNER_FADE_MS', isInstant: isReduced })

  return (
    <div {...hydrationUnit} {...pause.handlers} className="border-t border-white/10 pt-8">
      {/* as tall with or without the button: reduced motion removes it after hydration */}
      <div className="flex min-h-11 items-center justify-center gap-3">
        <p className="text-center text-eyebrow text-text-inverse-muted uppercase">{label}</p>
        {!isReduced && (
          <PauseButton label={pauseLabel} isPressed={pause.isStopped} onClick={pause.toggle} />
        )}
      </div>
      <ul
        ref={list}
        aria-label={label}
        data-set={isReduced ? 'all' : setIndex}
        data-fading={isFading ? '' : undefined}
        className={cn(
          'mt-4 grid items-center gap-x-6 gap-y-4 print:hidden',
          isReduced
            ? 'grid-cols-2 tablet:grid-cols-4 lg:grid-cols-8'
            : 'grid-cols-2 tablet:grid-cols-4',
        )}
      >
        {shown.map((logo, index) => (
          <PartnerLogoItem
            key={logo.src}
            logo={logo}
            // the prerendered page has a wide set: a phone shows its first two until the app
            // takes the strip over with sets of two, so hydrating it moves nothing
            className={cn(!isReduced && index >= PARTNERS_PER_SET.mobile && 'max-tablet:hidden')}
          />
        ))}
      </ul>
      {/* on paper every logo at once, still: the list above names them for screen readers */}
      <ul
        aria-hidden="true"
        className="mt-4 hidden grid-cols-4 items-center gap-x-6 gap-y-4 print:grid"
      >
        {logos.map((logo) => (
          <PartnerLogoItem key={logo.src} logo={logo} />
        ))}
      </ul>
    </div>
  )
}
