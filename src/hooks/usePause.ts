import { useState, type FocusEvent, type PointerEvent } from 'react'

/** Whether an element shows keyboard focus (`:focus-visible`): a tap or a click never does. */
export const isFocusVisible = (element: Element): boolean => element.matches(':focus-visible')

export interface PauseHandlers {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onBlur: (event: FocusEvent<HTMLElement>) => void
}

export interface Pause {
  /** nothing moves by itself: a mouse is over the part, keyboard focus is in it, or it is stopped */
  isPaused: boolean
  /** the visitor pressed pause (the button's pressed state); only their play ends it */
  isStopped: boolean
  /** the pause/play button: pause stops the part; play starts it at once, hovered or focused */
  toggle: () => void
  /** for the moving part's element (the pause button sits inside it) */
  handlers: PauseHandlers
}

/**
 * docs/product.md "Moving content and assistive technology": a part that moves by itself pauses while a mouse is over it or
 * keyboard focus (`:focus-visible`, the same rule on every engine, so a tap pauses nothing) is
 * inside it, and stops when the visitor presses its pause button, until they press play: a
 * hover-out or a blur never ends that. Play is the visitor's explicit wish, so it also ends a
 * hover or focus pause under way (WAI-ARIA carousel pattern); focus moving on inside pauses again.
 */
export function usePause(): Pause {
  const [isHovered, setIsHovered] = useState(false)
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false)
  const [isStopped, setIsStopped] = useState(false)

  const handlers: PauseHandlers = {
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') setIsHovered(true)
    },
    onPointerLeave: () => setIsHovered(false),
    onFocus: (event) => setHasKeyboardFocus(isFocusVisible(event.target)),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null))
        setHasKeyboardFocus(false)
    },
  }
  const toggle = () => {
    if (!isStopped) return setIsStopped(true)
    setIsStopped(false)
    setIsHovered(false)
    setHasKeyboardFocus(false)
  }
  return { isPaused: isStopped || isHovered || hasKeyboardFocus, isStopped, toggle, handlers }
}
