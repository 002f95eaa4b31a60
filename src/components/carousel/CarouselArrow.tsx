import type { ButtonHTMLAttributes } from 'react'
import { Glyph } from '@/components/primitives/Icon'
import { cn } from '@/lib/cn'

export interface CarouselArrowProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  direction: 'previous' | 'next'
  /** the button's accessible name */
  label: string
}

/** A previous or next button: a round chevron. */
export function CarouselArrow({ direction, label, className, ...rest }: CarouselArrowProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'grid size-12 place-items-center rounded-full border border-ink/15 bg-white text-ink shadow-card transition-colors duration-hover hover:border-ink/40 disabled:opacity-50 print:hidden',
        className,
      )}
      {...rest}
    >
      <Glyph name={direction === 'next' ? 'chevron-right' : 'chevron-left'} size={22} />
    </button>
  )
}
