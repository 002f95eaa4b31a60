import type { HTMLAttributes, KeyboardEvent } from 'react'

export interface CarouselProps extends HTMLAttributes<HTMLDivElement> {
  /** the carousel's accessible name */
  label: string
  /** how a screen reader announces its kind, in the page's language ("carousel") */
  roleDescription: string
  /** ArrowLeft */
  onPrevious: () => void
  /** ArrowRight */
  onNext: () => void
}

/**
 * The carousel's region: named, announced as a carousel, and moved by ArrowLeft/ArrowRight while
 * focus is inside it (its buttons are the other way in). It holds the viewport, the arrows and the
 * dots in whatever layout the section gives them; remaining props go on its element.
 */
export function Carousel({
  label,
  roleDescription,
  onPrevious,
  onNext,
  onKeyDown,
  children,
  ...rest
}: CarouselProps) {
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
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {children}
    </div>
  )
}
