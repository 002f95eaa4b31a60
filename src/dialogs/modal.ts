// How the app opens and closes a dialog, on the element itself (no React): the element is the one
// source of whether it is open, whoever opened it (a button's command, the inline fallback
// script, Escape, the app).
import { DIALOGS, type DialogId } from '@/config/dialogs'

/** Focus to the element marked `data-autofocus` (the first field), when the dialog opens. */
export function focusStart(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true })
}

const hasPopovers = (dialog: HTMLDialogElement) => typeof dialog.showPopover === 'function'

/** Whether `dialog` is on screen: a modal, or a popover being painted first. */
export const isShown = (dialog: HTMLDialogElement) =>
  dialog.open || (hasPopovers(dialog) && dialog.matches(':popover-open'))

/**
 * Opens `dialog` as a modal painted first, as the page's inline script does for a
 * `command="show-modal"` (app/boot/commandFallback.ts): a manual popover (top layer, only the
 * dialog styled) in this task, `showModal()` (the page inert, focus inside, Escape) in the task
 * after the frame that shows it (an IntersectionObserver's first callback: no timer, so a
 * paused test clock does not stall it). An Escape before then closes it. `then` runs once it is
 * modal. At once where popovers are missing.
 */
function showModalPaintedFirst(dialog: HTMLDialogElement, then: () => void) {
  if (dialog.open) return
  if (!hasPopovers(dialog)) {
    dialog.showModal()
    then()
    return
  }
  if (dialog.matches(':popover-open')) return
  // where focus was: `showModal()` records it for the close (the popover moved it inside)
  const opener = document.activeElement
  const refocusOpener = () => {
    if (opener instanceof HTMLElement) opener.focus({ preventScroll: true })
  }
  dialog.popover = 'manual'
  dialog.showPopover()
  // Escape meanwhile closes it, as it would the modal (the platform's Escape closes only a modal;
  // one pressed on a slow frame was lost, and the dialog became modal after it)
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !dialog.matches(':popover-open')) return
    event.preventDefault()
    closeModal(dialog)
    refocusOpener()
  }
  document.addEventListener('keydown', closeOnEscape, true)
  // the first callback comes in a task after the frame that shows the dialog
  const painted = new IntersectionObserver(() => {
    painted.disconnect()
    document.removeEventListener('keydown', closeOnEscape, true)
    if (!dialog.matches(':popover-open')) return
    refocusOpener()
    dialog.removeAttribute('popover')
    dialog.showModal()
    then()
  })
  painted.observe(dialog)
}

/** Opens `dialog` as a modal, painted first, with focus on its first field. */
export function openModal(dialog: HTMLDialogElement) {
  showModalPaintedFirst(dialog, () => focusStart(dialog))
}

/** Closes `dialog`: a modal, or one still being painted first (then never made modal). */
export function closeModal(dialog: HTMLDialogElement) {
  if (dialog.open) dialog.close()
  else if (hasPopovers(dialog) && dialog.matches(':popover-open')) dialog.removeAttribute('popover')
}

/**
 * Opens one of the page's dialogs from the app, for a control that cannot point at it (a link
 * that also scrolls: a button says `opens`, and the browser opens it).
 */
export function openDialog(id: DialogId) {
  const dialog = document.getElementById(DIALOGS[id])
  if (dialog instanceof HTMLDialogElement) openModal(dialog)
}
