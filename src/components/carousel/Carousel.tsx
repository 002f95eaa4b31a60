import type { FocusEvent, HTMLAttributes, KeyboardEvent } from 'react'
import { useFocusFollowsSlide } from '@/hooks/useFocusFollowsSlide'

export interface CarouselProps extends HTMLAttributes<HTMLDivElement> {
  /** the carousel's accessible name */
  label: string
  /** how a screen reader announces its kind, in the page's language ("carousel") */
  roleDescription: string
  /** ArrowLeft */
  onPrevious: () => void
  /** ArrowRight */
  onNext: () => void
  /** the slide or page shown: when it changes, focus in a slide that left follows to the new one */
  selected?: number
}

/**
 * The carousel's region: named, announced as a carousel, and moved by ArrowLeft/ArrowRight while
 * focus is inside it (its buttons are the other way in). It holds the viewport, the arrows and the
 * dots in whatever layout the section gives them; remaining props go on its element. Focus never
 * falls to `<body>` when a slide leaves: it moves to the same control on the shown slide, or to
 * the region (`useFocusFollowsSlide`).
 */
export function Carousel({
  label,
  roleDescription,
  onPrevious,
  onNext,
  selected,
  onKeyDown,
  onFocus,
  onBlur,
  children,
  ...rest
}: CarouselProps) {
  const {
    ref,
    onFocus: keepFocus,
    onBlur: forgetFocus,
  } = useFocusFollowsSlide<HTMLDivElement>(selected)
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    if (event.key === 'ArrowRight') onNext()
    else if (event.key === 'ArrowLeft') onPrevious()
  }
  return (
    // the keys move the carousel that has focus inside it; every move is also a button
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription={roleDescription}
      aria-label={label}
      // where focus goes when its slide leaves and no control takes its place
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        keepFocus(event)
        onFocus?.(event)
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        forgetFocus(event)
        onBlur?.(event)
      }}
      {...rest}
      ref={ref}
    >
      {children}
    </div>
  )
}
