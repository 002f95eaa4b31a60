import useEmblaCarousel from 'embla-carousel-react'
import { useState } from 'react'
import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Carousel } from '@/components/carousel/Carousel'
import { CarouselArrow } from '@/components/carousel/CarouselArrow'
import { CarouselSlide } from '@/components/carousel/CarouselSlide'
import { CarouselViewport } from '@/components/carousel/CarouselViewport'
import { DotNav, fillLabel } from '@/components/primitives/DotNav'
import { PauseButton } from '@/components/primitives/PauseButton'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { MOBILE_MAX_PX, maxWidthQuery } from '@/config/constants'
import type { IndustriesContent } from '@/content/types'
import { useAutoAdvance } from '@/hooks/useAutoAdvance'
import { useDimSwap } from '@/hooks/useDimSwap'
import { useEmblaSelection } from '@/hooks/useEmblaSelection'
import { useMediaQuery, usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { usePause } from '@/hooks/usePause'

export interface IndustriesSliderSectionProps {
  content: IndustriesContent
  opens: DialogId
}

/**
 * spec §2.5 (8), §4 Industries slider, at 720 px or less, on Embla (loop: both ends wrap): it
 * advances every 4 s (a plain timer); arrows, dots and a 50 px swipe move and restart the 4 s;
 * each change is a 150 ms transition (the card dimmed) and other changes are ignored meanwhile.
 * Auto-advance pauses while a mouse is over the slider or keyboard focus is in it, stops with its
 * pause button until the visitor plays it again (`usePause`), and is off under reduced motion
 * (docs/product.md "Sliders, rotation, motion"); the end of a pause restarts the 4 s from zero. Focus on a slide that leaves follows
 * to the shown one (the carousel shell).
 */
export function IndustriesSliderSection({ content, opens }: IndustriesSliderSectionProps) {
  const { items, title, eyebrow, subtitle, consultation, slider: labels } = content
  const isMobile = useMediaQuery(maxWidthQuery(MOBILE_MAX_PX))
  const isReduced = usePrefersReducedMotion()
  const pause = usePause()
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, watchDrag: false })
  const { index } = useEmblaSelection(embla, items.length)
  const { scope, isTransitioning, goTo, next, previous } = useDimSwap(embla, {
    duration: 'INDUSTRY_TRANSITION_MS',
    isReduced,
  })
  const isPlaying = isMobile && !isReduced && !pause.isPaused
  // bumped by each manual change the slider takes: the 4 s start again from it
  const [restartKey, setRestartKey] = useState(0)
  useAutoAdvance(() => void next(), {
    delay: 'INDUSTRY_AUTO_ADVANCE_MS',
    isPlaying: isPlaying && embla !== undefined && items.length > 1,
    restartKey,
  })

  /** A change the visitor asked for: taken unless a change runs; restarts the 4 s. */
  const manual = (move: () => boolean) => {
    if (move()) setRestartKey((key) => key + 1)
  }
  const current = items[index]

  return (
    // on paper at every width: its six cards are the printed list of the industries (the stack
    // beside it does not print)
    <Section tone="light" className="tablet:hidden print:block" aria-label={title}>
      <SectionHeading title={title} eyebrow={eyebrow} subtitle={subtitle} />
      <Carousel
        label={labels.region}
        roleDescription={labels.roleDescription}
        onPrevious={() => manual(previous)}
        onNext={() => manual(next)}
        selected={index}
        {...pause.handlers}
        className="relative mt-8"
      >
        {/* first in the region (WAI-ARIA carousel pattern), over the picture's corner, undimmed */}
        {!isReduced && (
          <PauseButton
            label={labels.pause}
            isPressed={pause.isStopped}
            onClick={pause.toggle}
            tone="overlay"
            className="absolute top-3 right-3 z-10"
          />
        )}
        <div
          ref={scope}
          data-industry={current?.id}
          data-busy={isTransitioning ? '' : undefined}
          className="overflow-hidden rounded-card border border-paper-line bg-white shadow-card print:overflow-visible print:rounded-none print:border-0 print:bg-transparent"
        >
          <CarouselViewport
            viewportRef={viewportRef}
            onSwipe={(direction) => manual(direction === 'left' ? next : previous)}
            live={isPlaying ? 'off' : 'polite'}
          >
            {items.map((item, i) => (
              <CarouselSlide
                key={item.id}
                isShown={i === index}
                className="basis-full print:basis-1/2 print:p-2"
              >
                <article className="print:overflow-hidden print:rounded-card print:border print:border-paper-line">
                  <img
                    src={item.image.src}
                    width={item.image.width}
                    height={item.image.height}
                    alt={item.image.alt}
                    loading="lazy"
                    decoding="async"
                    // the art is decoration: a printed card is its words
                    className="aspect-[4/3] h-auto w-full bg-ink object-cover print:hidden"
                  />
                  <div className="p-6">
                    <p className="text-eyebrow tracking-[0.14em] text-accent-ink uppercase">
                      {i + 1} / {items.length}
                    </p>
                    <h3 className="mt-2 text-h3 font-bold text-ink">{item.title}</h3>
                    <p className="mt-2 min-h-[4.8em] text-text-muted">{item.description}</p>
                    <Button
                      opens={opens}
                      className="mt-5 w-full"
                      aria-label={`${consultation}: ${item.title}`}
                    >
                      {consultation}
                    </Button>
                  </div>
                </article>
              </CarouselSlide>
            ))}
          </CarouselViewport>
        </div>
        <div className="mt-5 flex items-center justify-between gap-2">
          <CarouselArrow
            direction="previous"
            label={labels.previous}
            onClick={() => manual(previous)}
          />
          <DotNav
            count={items.length}
            current={index}
            labelOf={(i) => fillLabel(labels.goTo, { n: i + 1, name: items[i]?.title })}
            onSelect={(i) => manual(() => goTo(i))}
            className="flex-wrap"
          />
          <CarouselArrow direction="next" label={labels.next} onClick={() => manual(next)} />
        </div>
      </Carousel>
    </Section>
  )
}
