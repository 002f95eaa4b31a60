import { fireEvent } from '@testing-library/react'

/** A touch swipe of `dx` px across (and `dy` px down) an element: one touch start, one end. */
export function swipe(element: Element, dx: number, dy = 0): void {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 200 }] })
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + dx, clientY: 200 + dy }] })
}
