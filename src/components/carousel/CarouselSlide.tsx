import type { LiHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

export interface CarouselSlideProps extends LiHTMLAttributes<HTMLLIElement> {
  /** on screen: a slide off it is inert and hidden from screen readers */
  isShown: boolean
}

/** One slide of the row; its width (`basis-*`) and spacing come from the section. */
export function CarouselSlide({ isShown, className, children, ...rest }: CarouselSlideProps) {
  return (
    <li
      inert={!isShown}
      aria-hidden={!isShown}
      // found by useFocusFollowsSlide: focus in a slide that leaves follows to the shown one
      data-slide=""
      // on paper every slide shows, the ones off screen too (a section may hide them until its
      // carousel starts: the team slider)
      className={cn('min-w-0 shrink-0 grow-0 print:visible', className)}
      {...rest}
    >
      {children}
    </li>
  )
}
