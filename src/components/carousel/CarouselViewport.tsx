import type { EmblaViewportRefType } from 'embla-carousel-react'
import type { HTMLAttributes } from 'react'
import { useSwipe, type SwipeDirection } from '@/hooks/useSwipe'
import { cn } from '@/lib/cn'

export interface CarouselViewportProps extends HTMLAttributes<HTMLDivElement> {
  /** the first value `useEmblaCarousel` returns: Embla's viewport is this element */
  viewportRef: EmblaViewportRefType
  /** a horizontal touch swipe of at least 50 px over the slides (spec §4/§9) */
  onSwipe: (direction: SwipeDirection) => void
  /** the slide list's classes (Embla's container: a flex row) */
  listClassName?: string
  /** announce slide changes to screen readers (`off` while the carousel moves by itself) */
  live?: 'polite' | 'off'
}

/**
 * Embla's viewport and container: the slides in a row, clipped, and swiped by distance rather
 * than by Embla's own velocity-based drag (turn it off with `watchDrag: false`). The browser
 * keeps vertical scrolling and pinch zoom (`touch-action: pan-y pinch-zoom`).
 */
export function CarouselViewport({
  viewportRef,
  onSwipe,
  listClassName,
  live,
  className,
  children,
  ...rest
}: CarouselViewportProps) {
  const swipe = useSwipe(onSwipe)
  return (
    <div
      ref={viewportRef}
      {...swipe}
      className={cn(
        'touch-pan-y touch-pinch-zoom overflow-hidden print:overflow-visible',
        className,
      )}
      {...rest}
    >
      {/* on paper, every slide: the row wraps, and Embla's translation of it is undone */}
      <ul
        aria-live={live}
        className={cn('flex print:flex-wrap print:transform-none!', listClassName)}
      >
        {children}
      </ul>
    </div>
  )
}
