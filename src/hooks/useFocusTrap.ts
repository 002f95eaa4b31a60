import { useEffect, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/** The elements Tab can reach inside a container, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

/**
 * While active: moves focus into the container (its `[data-autofocus]` element, else the first
 * focusable one), keeps Tab and Shift+Tab inside it, and on release returns focus to the element
 * that had it before (the opener).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, isActive: boolean): void {
  useEffect(() => {
    const container = ref.current
    if (!isActive || !container) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const initial =
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(container)[0] ??
      container
    initial.focus({ preventScroll: true })
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(container)
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const first = items[0] as HTMLElement
      const last = items[items.length - 1] as HTMLElement
      const active = document.activeElement
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', handleKey)
    return () => {
      document.removeEventListener('keydown', handleKey)
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [ref, isActive])
}
