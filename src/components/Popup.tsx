import { Glyph } from '@/components/Icon'
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useFocusTrap } from '@/hooks/useFocusTrap'
import { useScrollLock } from '@/hooks/useScrollLock'
import { cn } from '@/lib/cn'

export interface PopupProps {
  title: ReactNode
  onClose: () => void
  closeLabel: string
  children: ReactNode
  /** a line under the title */
  subtitle?: ReactNode
  size?: 'md' | 'lg'
  className?: string
}

/**
 * A modal dialog (spec §4) on the native `<dialog>`, opened with `showModal()`: the browser puts
 * it in the top layer and makes the rest of the page inert (nothing behind it can be clicked,
 * tabbed to or read), and Escape asks it to close (its `cancel` event), which closes the popup
 * the React way. Closes too on a click on the overlay and on the × button. What the element
 * does not do, this does: it locks the page's scroll, moves focus to the `[data-autofocus]` field
 * (else the first control after the ×), keeps Tab cycling inside, and returns focus to the opener.
 * Render it only while open.
 */
export function Popup({
  title,
  onClose,
  closeLabel,
  children,
  subtitle,
  size = 'md',
  className,
}: PopupProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const subtitleId = useId()
  useScrollLock(true)
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    // the opener, before showModal moves focus into the dialog
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.showModal()
    return () => {
      dialog.close()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [])
  // after showModal (a layout effect runs first): the first field focused, Tab kept inside
  useFocusTrap(panelRef, true)
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      // Escape: the browser's request to close, taken as the popup's own close
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // closed by the browser anyway (a second Escape without a click between): keep in step
      onClose={onClose}
      className="fixed inset-0 z-[80] m-0 grid h-full max-h-none w-full max-w-none place-items-center overflow-y-auto bg-transparent p-4 text-text backdrop:bg-transparent tablet:p-8"
    >
      <div
        data-testid="popup-overlay"
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 bg-ink/75 backdrop-blur-sm"
      />
      <div
        ref={panelRef}
        tabIndex={-1}
        className={cn(
          'relative w-full rounded-[24px] bg-white p-6 text-text shadow-lift outline-none tablet:p-9',
          size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
          className,
        )}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-text-muted transition-colors duration-lock hover:bg-paper hover:text-ink"
        >
          <Glyph name="x" size={20} />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl font-extrabold text-ink tablet:text-[1.75rem]">
          {title}
        </h2>
        {subtitle && (
          <p id={subtitleId} className="mt-2 text-text-muted">
            {subtitle}
          </p>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  )
}
