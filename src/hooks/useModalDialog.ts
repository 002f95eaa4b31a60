import { useEffect, useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/** The elements Tab can reach inside a container, in order (none that are hidden). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

/** Focus to the element marked `data-autofocus` (the first field), when the dialog opens. */
function focusStart(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true })
}

/**
 * Opens `dialog` as a modal painted first (issue 42 §4), as the page's inline script does for a
 * `command="show-modal"` (app/boot/commandFallback.ts): a manual popover (top layer, only the
 * dialog styled) in this task, `showModal()` (the page inert, focus inside, Escape) in the task
 * after the frame that shows it (an IntersectionObserver's first callback: no timer, so a
 * paused test clock does not stall it). `then` runs once it is modal. At once where popovers
 * are missing.
 */
function showModalPaintedFirst(dialog: HTMLDialogElement, then: () => void) {
  if (typeof dialog.showPopover !== 'function') {
    dialog.showModal()
    then()
    return
  }
  if (dialog.matches(':popover-open')) return
  // where focus was: `showModal()` records it for the close (the popover moved it inside)
  const opener = document.activeElement
  dialog.popover = 'manual'
  dialog.showPopover()
  // the first callback comes in a task after the frame that shows the dialog
  const painted = new IntersectionObserver(() => {
    painted.disconnect()
    if (!dialog.matches(':popover-open')) return
    if (opener instanceof HTMLElement) opener.focus({ preventScroll: true })
    dialog.removeAttribute('popover')
    dialog.showModal()
    then()
  })
  painted.observe(dialog)
}

export interface ModalDialogOptions {
  /** whether the app wants the dialog open: the element follows */
  isOpen: boolean
  /**
   * the element opened or closed itself (a button's command, Escape, the fallback script; before
   * the app or after): the app's state follows
   */
  onOpenChange: (isOpen: boolean) => void
  /** where focus goes on close when the browser left it nowhere (Safari does not focus a
   * button on a click, so the dialog has no element to give focus back to) */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>
}

/**
 * The one modal mechanism (popups, the phone menu): a native `<dialog>` that the page carries
 * closed and the browser opens as a modal, painted a frame before the page goes inert
 * (`showModalPaintedFirst`; then `showModal()`: top layer, inert page, Escape; the
 * page's scroll is locked by a CSS rule on `html:has(dialog:modal)`, index.css). The element is
 * the truth: a button with `commandfor` opens it before any app code, and the app adopts what is
 * open when it hydrates (never closes it, never opens it twice). Each way round:
 * - the element opened or closed (its `open` attribute): `onOpenChange` tells the app;
 * - the app asks (`isOpen`, e.g. a form sent): the element is opened or closed.
 * What the element does not do, this does: focus goes to the `[data-autofocus]` element when it
 * opens, Tab and Shift+Tab cycle inside (the browser would let them out to its own toolbar), and
 * focus goes back to `returnFocusTo` when the browser gave it to nobody. Returns the props to
 * spread on the `<dialog>`.
 */
export function useModalDialog({
  isOpen,
  onOpenChange,
  returnFocusTo,
}: ModalDialogOptions): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null)
  const isMounted = useRef(false)

  const followElement = useEffectEvent((dialog: HTMLDialogElement) => {
    if (dialog.open) focusStart(dialog)
    else if (!document.activeElement || document.activeElement === document.body) {
      returnFocusTo?.current?.focus({ preventScroll: true })
    }
    onOpenChange(dialog.open)
  })
  const adopt = useEffectEvent(() => onOpenChange(true))

  // the app leads: open or close the element when asked. On the first run the element may
  // already be open (a tap before the app): that is adopted, not undone
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const isFirstRun = !isMounted.current
    isMounted.current = true
    if (isOpen && !dialog.open) {
      // opened with the component (the observer may not have started yet); later opens go
      // through it
      showModalPaintedFirst(dialog, () => isFirstRun && focusStart(dialog))
    } else if (!isOpen && !isFirstRun) {
      if (dialog.open) dialog.close()
      // asked to close while still being painted first: never made modal
      else if (dialog.matches(':popover-open')) dialog.removeAttribute('popover')
    }
  }, [isOpen])

  // the element leads: whatever opened or closed it, the app follows (and adopts an open one)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // opened before the app (or with the component): the app's state follows; focus stays
    if (dialog.open) adopt()
    const observer = new MutationObserver(() => followElement(dialog))
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] })
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

  return { ref }
}
