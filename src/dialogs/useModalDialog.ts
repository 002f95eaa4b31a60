import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type RefObject,
} from 'react'
import { closeModal, focusStart, isShown, openModal } from './modal'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/** The elements Tab can reach inside a container, in order (none that are hidden). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

export interface ModalDialogOptions {
  /** open it as it mounts (a popup rendered with content of the moment: the generic popup) */
  isOpenOnMount?: boolean
  /** the element closed (Escape, a close button, the app) */
  onClose?: () => void
  /** where focus goes on close when the browser left it nowhere (Safari does not focus a
   * button on a click, so the dialog has no element to give focus back to) */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export interface ModalDialog {
  /** the `<dialog>`'s ref */
  ref: RefObject<HTMLDialogElement | null>
  /** closes it (the overlay, a card done with it); never changes */
  close: () => void
}

/**
 * The one modal mechanism (popups, the phone menu): a native `<dialog>` that the page carries
 * closed and the browser opens as a modal, painted a frame before the page goes inert
 * (modal.ts; then `showModal()`: top layer, inert page, Escape; the page's scroll is locked by a
 * CSS rule on `html:has(dialog:modal)`, index.css). The element is the one source of whether it
 * is open: a button with `commandfor` opens it before any app code, Escape or a `command="close"`
 * button closes it, and the app reads `open` and calls `close` rather than keeping a state of its
 * own, so it adopts what is open when it hydrates (never closes it, never opens it twice).
 * What the element does not do, this does: focus goes to the `[data-autofocus]` element when it
 * opens, Tab and Shift+Tab cycle inside (the browser would let them out to its own toolbar), and
 * focus goes back to `returnFocusTo` when the browser gave it to nobody.
 */
export function useModalDialog({
  isOpenOnMount = false,
  onClose,
  returnFocusTo,
}: ModalDialogOptions = {}): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null)
  const close = useCallback(() => {
    if (ref.current) closeModal(ref.current)
  }, [])

  const followOpen = useEffectEvent((dialog: HTMLDialogElement) => focusStart(dialog))
  const followClose = useEffectEvent(() => {
    if (!document.activeElement || document.activeElement === document.body) {
      returnFocusTo?.current?.focus({ preventScroll: true })
    }
    onClose?.()
  })

  // a popup of the moment opens with its component (before the observer below has started)
  useLayoutEffect(() => {
    if (isOpenOnMount && ref.current) openModal(ref.current)
  }, [isOpenOnMount])

  // whatever opens or closes the element (before the app or after), this follows: its `open`,
  // and its `popover` while it is painted first (closed then, it never had `open`). One opened
  // before the app is left as it is (focus stays where the visitor put it)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    let wasOpen = dialog.open
    let wasShown = isShown(dialog)
    const observer = new MutationObserver(() => {
      const isNowShown = isShown(dialog)
      if (dialog.open && !wasOpen) followOpen(dialog)
      if (wasShown && !isNowShown) followClose()
      wasOpen = dialog.open
      wasShown = isNowShown
    })
    observer.observe(dialog, { attributes: true, attributeFilter: ['open', 'popover'] })
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !dialog.open) return
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

  return { ref, close }
}
