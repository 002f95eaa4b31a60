import { Glyph } from '@/components/Icon'
import { useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/Button'
import { DotNav, fillLabel } from '@/components/DotNav'
import { Section } from '@/components/Section'
import { SectionHeading } from '@/components/SectionHeading'
import {
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  MOBILE_MAX_PX,
  maxWidthQuery,
} from '@/config/constants'
import type { Industry, SliderLabels } from '@/content/types'
import { useAutoAdvance } from '@/hooks/useAutoAdvance'
import { useFadeSwap } from '@/hooks/useFadeSwap'
import { useMediaQuery, usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { useSwipe } from '@/hooks/useSwipe'
import { cn } from '@/lib/cn'

export interface IndustriesSliderSectionProps {
  items: readonly Industry[]
  title: string
  eyebrow?: string
  subtitle?: string
  consultation: string
  labels: SliderLabels
  onConsultation: () => void
}

/**
 * spec §2.5 (8), §4 Industries slider, at 720 px or less: auto-advances every 4 s with wrap;
 * arrows wrap and restart the 4 s; dots jump; a 50 px swipe moves; each change dims the card for
 * 150 ms and ignores other changes meanwhile. Paused while hovered or focused, off under reduced
 * motion (DECISIONS).
 */
export function IndustriesSliderSection({
  items,
  title,
  eyebrow,
  subtitle,
  consultation,
  labels,
  onConsultation,
}: IndustriesSliderSectionProps) {
  const isMobile = useMediaQuery(maxWidthQuery(MOBILE_MAX_PX))
  const isReduced = usePrefersReducedMotion()
  const slider = useFadeSwap(items.length, isReduced ? 0 : INDUSTRY_TRANSITION_MS)
  const [isHovered, setIsHovered] = useState(false)
  const [hasFocus, setHasFocus] = useState(false)
  const [restartKey, setRestartKey] = useState(0)
  useAutoAdvance(slider.next, {
    delayMs: INDUSTRY_AUTO_ADVANCE_MS,
    isPaused: !isMobile || isReduced || isHovered || hasFocus,
    restartKey,
  })
  const manual = (move: () => boolean) => {
    if (move()) setRestartKey((k) => k + 1)
  }
  const swipe = useSwipe((direction) =>
    manual(direction === 'left' ? slider.next : slider.previous),
  )
  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') manual(slider.next)
    else if (event.key === 'ArrowLeft') manual(slider.previous)
  }
  const item = items[slider.index]
  const arrow =
    'grid size-12 place-items-center rounded-full border border-ink/15 bg-white text-ink shadow-card transition-colors duration-lock hover:border-ink/40'

  return (
    <Section tone="light" className="tablet:hidden" aria-label={title}>
      <SectionHeading title={title} eyebrow={eyebrow} subtitle={subtitle} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={labels.region}
        onKeyDown={handleKey}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setIsHovered(true)}
        onPointerLeave={() => setIsHovered(false)}
        onFocus={() => setHasFocus(true)}
        onBlur={(e) =>
          !e.currentTarget.contains(e.relatedTarget as Node | null) && setHasFocus(false)
        }
        className="mt-8"
      >
        <div {...swipe} className="touch-pan-y">
          {item && (
            <article
              data-industry={item.id}
              data-transitioning={slider.isTransitioning ? '' : undefined}
              aria-live={isMobile && !isReduced && !isHovered && !hasFocus ? 'off' : 'polite'}
              className={cn(
                'overflow-hidden rounded-card border border-paper-line bg-white shadow-card transition-opacity duration-swap',
                slider.isTransitioning ? 'opacity-50' : 'opacity-100',
              )}
            >
              <img
                src={item.image.src}
                width={item.image.width}
                height={item.image.height}
                alt={item.image.alt}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-ink object-cover"
              />
              <div className="p-6">
                <p className="text-xs font-bold tracking-[0.14em] text-accent-ink uppercase">
                  {slider.index + 1} / {items.length}
                </p>
                <h3 className="mt-2 text-2xl font-bold text-ink">{item.title}</h3>
                <p className="mt-2 min-h-[4.8em] text-text-muted">{item.description}</p>
                <Button
                  onClick={onConsultation}
                  className="mt-5 w-full"
                  aria-label={`${consultation}: ${item.title}`}
                >
                  {consultation}
                </Button>
              </div>
            </article>
          )}
        </div>
        <div className="mt-5 flex items-center justify-between gap-2">
          <button
            type="button"
            aria-label={labels.previous}
            onClick={() => manual(slider.previous)}
            className={arrow}
          >
            <Glyph name="chevron-left" size={22} />
          </button>
          <DotNav
            count={items.length}
            current={slider.index}
            labelOf={(i) => fillLabel(labels.goTo, { n: i + 1, name: items[i]?.title })}
            onSelect={(i) => manual(() => slider.goTo(i))}
            className="flex-wrap"
          />
          <button
            type="button"
            aria-label={labels.next}
            onClick={() => manual(slider.next)}
            className={arrow}
          >
            <Glyph name="chevron-right" size={22} />
          </button>
        </div>
      </div>
    </Section>
  )
}
