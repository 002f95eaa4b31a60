import useEmblaCarousel from 'embla-carousel-react'
import { Carousel } from '@/components/carousel/Carousel'
import { CarouselSlide } from '@/components/carousel/CarouselSlide'
import { CarouselViewport } from '@/components/carousel/CarouselViewport'
import { DotNav, fillLabel } from '@/components/primitives/DotNav'
import { Glyph } from '@/components/primitives/Icon'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { TestimonialItem, TestimonialsContent } from '@/content/types'
import { useDimSwap } from '@/hooks/useDimSwap'
import { useEmblaSelection } from '@/hooks/useEmblaSelection'
import { usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { cn } from '@/lib/cn'

export interface TestimonialsSectionProps {
  content: TestimonialsContent
  id?: string
}

/**
 * spec §2.4, §4 Testimonials, on Embla (loop: both ends wrap): three client logos left and three
 * right (desktop), dots and swipe. Choosing another client dims the card for 150 ms
 * (framer-motion), then Embla shows the new one; a choice during the swap, or of the current
 * client, is ignored. A swipe of 50 px or more moves: left = next, right = previous.
 */
export function TestimonialsSection({ content, id }: TestimonialsSectionProps) {
  const { items, title, eyebrow, slider: labels } = content
  const isReduced = usePrefersReducedMotion()
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, watchDrag: false })
  const { index } = useEmblaSelection(embla, items.length)
  const { scope, isTransitioning, goTo, next, previous } = useDimSwap(embla, {
    duration: 'TESTIMONIAL_SWAP_MS',
    isReduced,
  })
  const half = Math.ceil(items.length / 2)
  /** A client's logo, left or right of the card; the current client's is marked toward it. */
  const logoButton = (item: TestimonialItem, i: number, side: 'left' | 'right') => {
    const isCurrent = i === index
    return (
      <li key={item.key}>
        <button
          type="button"
          onClick={() => goTo(i)}
          aria-label={fillLabel(labels.goTo, { n: i + 1, name: item.name })}
          aria-current={isCurrent ? 'true' : undefined}
          className={cn(
            'relative grid h-24 w-full place-items-center rounded-tile border-2 px-4 transition-[border-color,background-color,opacity,box-shadow] duration-hover',
            isCurrent
              ? 'border-accent bg-white shadow-card'
              : 'border-transparent bg-white/45 opacity-75 hover:bg-white hover:opacity-100',
          )}
        >
          <img
            src={item.logo.src}
            alt=""
            width={item.logo.width}
            height={item.logo.height}
            loading="lazy"
            className="h-12 w-auto max-w-full"
          />
          {/* the marker of the current client points at its testimonial */}
          {isCurrent && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1/2 h-10 w-1.5 -translate-y-1/2 rounded-pill bg-accent',
                side === 'left' ? '-right-3' : '-left-3',
              )}
            />
          )}
        </button>
      </li>
    )
  }

  return (
    <Section id={id} tone="tint">
      <SectionHeading title={title} eyebrow={eyebrow} align="center" />
      <Carousel
        label={labels.region}
        roleDescription={labels.roleDescription}
        onPrevious={previous}
        onNext={next}
        selected={index}
        // a block on paper: Chromium moves a one-column grid of unbreakable cards to the next page
        // whole
        className="mt-12 grid items-center gap-6 lg:grid-cols-[200px_1fr_200px] print:block"
      >
        <ul className="hidden gap-3 lg:grid">
          {items.slice(0, half).map((item, i) => logoButton(item, i, 'left'))}
        </ul>
        <div className="min-w-0">
          <div
            ref={scope}
            data-testimonial={items[index]?.key}
            data-busy={isTransitioning ? '' : undefined}
            // on paper a card for each client's quote, two a row (the dark card prints as paper)
            className="overflow-hidden rounded-panel bg-ink shadow-lift print:overflow-visible print:rounded-none"
          >
            <CarouselViewport
              viewportRef={viewportRef}
              onSwipe={(direction) => (direction === 'left' ? next() : previous())}
              live="polite"
            >
              {items.map((item, i) => (
                <CarouselSlide
                  key={item.key}
                  isShown={i === index}
                  data-current={i === index ? '' : undefined}
                  className="basis-full print:basis-1/2 print:p-2"
                >
                  <figure className="relative h-full p-8 text-text-inverse tablet:p-12 print:rounded-card print:border print:border-paper-line print:p-6">
                    <Glyph name="quote" size={40} className="text-accent" />
                    <blockquote className="mt-5 min-h-[7.5em] text-lead leading-relaxed text-white print:min-h-0 print:text-body">
                      “{item.text}”
                    </blockquote>
                    <figcaption className="mt-8 flex items-center gap-4 print:mt-5 print:flex-wrap">
                      <span className="grid h-16 w-44 shrink-0 place-items-center rounded-control bg-white px-3 max-tablet:h-14 max-tablet:w-36">
                        <img
                          src={item.logo.src}
                          alt=""
                          width={item.logo.width}
                          height={item.logo.height}
                          loading="lazy"
                          className="h-11 w-auto max-w-full max-tablet:h-9"
                        />
                      </span>
                      <span>
                        <span className="block font-bold text-white">{item.name}</span>
                        <span className="block text-small text-text-inverse-muted">
                          {item.role}
                        </span>
                      </span>
                    </figcaption>
                  </figure>
                </CarouselSlide>
              ))}
            </CarouselViewport>
          </div>
          <DotNav
            count={items.length}
            current={index}
            labelOf={(i) => fillLabel(labels.goTo, { n: i + 1, name: items[i]?.name })}
            onSelect={goTo}
            className="mt-6"
          />
        </div>
        <ul className="hidden gap-3 lg:grid">
          {items.slice(half).map((item, i) => logoButton(item, i + half, 'right'))}
        </ul>
      </Carousel>
    </Section>
  )
}
