import { useEffect, useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from 'react'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/** The elements Tab can reach inside a container, in order (none that are hidden). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

export interface ModalDialogOptions {
  /** where focus goes back on close (a ref: stable); else the element that had focus at the
   * open. Safari does not focus a button on a click, so an opener known in advance is surer. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void
  onClose: () => void
}

/**
 * The one modal mechanism (popups, the phone menu): a native `<dialog>` opened with `showModal()`
 * for as long as the component that calls this is mounted. The browser puts it in the top layer
 * and makes the page behind it inert (no click, Tab or screen reader reaches it); the page's
 * scroll is locked by a CSS rule on `html:has(dialog:modal)` (index.css). Escape (the dialog's
 * `cancel`) calls `onClose`, the React way; the dialog is closed when the component unmounts.
 * What the element does not do, this does: focus goes to the `[data-autofocus]` element, Tab and
 * Shift+Tab cycle inside the dialog (the browser would let them out to its own toolbar), and
 * focus returns to the opener. Returns the props to spread on the `<dialog>`.
 */
export function useModalDialog(
  onClose: () => void,
  { returnFocusTo }: ModalDialogOptions = {},
): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    // the opener, read before showModal moves focus into the dialog
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const opener = returnFocusTo?.current ?? active
    dialog.showModal()
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true })
    return () => {
      dialog.close()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [returnFocusTo])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusableIn(dialog)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const active = document.activeElement
      const isInside = dialog.contains(active)
      if (event.shiftKey && (active === first || !isInside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !isInside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', handleKey)
    return () => document.removeEventListener('keydown', handleKey)
  }, [])

  return {
    ref,
    onCancel: (event) => {
      // Escape: the browser's request to close, taken as the owner's own close
      event.preventDefault()
      onClose()
    },
    // closed by the browser anyway (a second Escape with no click between): keep in step
    onClose,
  }
}
