import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * Focuses `element` as the keyboard does: while it has focus it matches `:focus-visible`, which
 * jsdom never reports (a tap or a click is `element.focus()` alone, and matches nothing).
 */
export function focusByKeyboard(element: HTMLElement): void {
  const matches = element.matches.bind(element)
  vi.spyOn(element, 'matches').mockImplementation((selector: string) =>
    selector === ':focus-visible' ? document.activeElement === element : matches(selector),
  )
  act(() => element.focus())
}
