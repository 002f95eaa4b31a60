import { Glyph } from '@/components/Icon'
import type { KeyboardEvent } from 'react'
import { DotNav, fillLabel } from '@/components/DotNav'
import { Section } from '@/components/Section'
import { SectionHeading } from '@/components/SectionHeading'
import { TESTIMONIAL_SWAP_MS } from '@/config/constants'
import type { ImageAsset, SliderLabels, Testimonial } from '@/content/types'
import { useFadeSwap } from '@/hooks/useFadeSwap'
import { usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { useSwipe } from '@/hooks/useSwipe'
import { cn } from '@/lib/cn'

export type TestimonialItem = Pick<Testimonial, 'key' | 'text' | 'name' | 'role'> & {
  logo: ImageAsset
}

export interface TestimonialsSectionProps {
  items: readonly TestimonialItem[]
  title?: string
  eyebrow?: string
  labels: SliderLabels
  id?: string
}

/**
 * spec §2.4, §4 Testimonials: three client logos left and three right (desktop), dots and swipe.
 * Choosing another client dims the card and swaps it 150 ms later; a choice during the swap, or
 * of the current client, is ignored. Swipe left = next, right = previous, both wrap.
 */
export function TestimonialsSection({
  items,
  title = 'What Our Clients Say About Us',
  eyebrow,
  labels,
  id,
}: TestimonialsSectionProps) {
  const isReduced = usePrefersReducedMotion()
  const slider = useFadeSwap(items.length, isReduced ? 0 : TESTIMONIAL_SWAP_MS)
  const swipe = useSwipe((direction) => (direction === 'left' ? slider.next() : slider.previous()))
  const current = items[slider.index]
  const half = Math.ceil(items.length / 2)
  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') slider.next()
    else if (event.key === 'ArrowLeft') slider.previous()
  }
  const logoButton = (item: TestimonialItem, i: number) => (
    <li key={item.key}>
      <button
        type="button"
        onClick={() => slider.goTo(i)}
        aria-label={fillLabel(labels.goTo, { n: i + 1, name: item.name })}
        aria-current={i === slider.index ? 'true' : undefined}
        className={cn(
          'grid h-20 w-full place-items-center rounded-2xl border px-5 transition-[border-color,background-color,opacity] duration-lock',
          i === slider.index
            ? 'border-accent/60 bg-white shadow-card'
            : 'border-transparent opacity-60 hover:bg-white/70 hover:opacity-100',
        )}
      >
        <img
          src={item.logo.src}
          alt=""
          width={item.logo.width}
          height={item.logo.height}
          loading="lazy"
          className="h-9 w-auto"
        />
      </button>
    </li>
  )

  return (
    <Section id={id} tone="tint">
      <SectionHeading title={title} eyebrow={eyebrow} align="center" />
      {/* arrow keys move the focused carousel; its buttons are the other way in */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={labels.region}
        onKeyDown={handleKey}
        className="mt-12 grid items-center gap-6 lg:grid-cols-[200px_1fr_200px]"
      >
        <ul className="hidden gap-3 lg:grid">
          {items.slice(0, half).map((item, i) => logoButton(item, i))}
        </ul>
        <div {...swipe} className="touch-pan-y">
          {current && (
            <figure
              aria-live="polite"
              data-transitioning={slider.isTransitioning ? '' : undefined}
              className={cn(
                'relative rounded-[28px] bg-ink p-8 text-text-inverse shadow-lift transition-opacity duration-swap tablet:p-12',
                slider.isTransitioning ? 'opacity-50' : 'opacity-100',
              )}
            >
              <Glyph name="quote" size={40} className="text-accent" />
              <blockquote className="mt-5 min-h-[7.5em] text-lg leading-relaxed text-white tablet:text-2xl">
                “{current.text}”
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4">
                <span className="grid h-12 w-28 shrink-0 place-items-center rounded-xl bg-white/95 px-2">
                  <img
                    src={current.logo.src}
                    alt=""
                    width={current.logo.width}
                    height={current.logo.height}
                    loading="lazy"
                    className="h-7 w-auto"
                  />
                </span>
                <span>
                  <span className="block font-bold text-white">{current.name}</span>
                  <span className="block text-sm text-text-inverse-muted">{current.role}</span>
                </span>
              </figcaption>
            </figure>
          )}
          <DotNav
            count={items.length}
            current={slider.index}
            labelOf={(i) => fillLabel(labels.goTo, { n: i + 1, name: items[i]?.name })}
            onSelect={slider.goTo}
            className="mt-6"
          />
        </div>
        <ul className="hidden gap-3 lg:grid">
          {items.slice(half).map((item, i) => logoButton(item, i + half))}
        </ul>
      </div>
    </Section>
  )
}
