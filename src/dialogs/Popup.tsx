import { Glyph } from '@/components/primitives/Icon'
import { useId, type ReactNode, type RefObject } from 'react'
import { closesDialog, type DialogId } from '@/config/dialogs'
import { useModalDialog } from '@/dialogs/useModalDialog'
import { cn } from '@/lib/cn'

export interface PopupDialogProps {
  /** the id the buttons that open it point at (`commandfor`) */
  id?: string
  ref: RefObject<HTMLDialogElement | null>
  /** the id of its title (the panel's heading) */
  labelledBy: string
  /** the id of the line under its title */
  describedBy?: string
  /** a click on the overlay */
  onOverlayClick: () => void
  /** the panel */
  children: ReactNode
}

/**
 * The shell of a modal popup (spec §4): a native `<dialog>` (dialogs/useModalDialog: top layer,
 * inert page, locked scroll, Escape) over a dimmed overlay that closes it on a click. Shown only
 * while open (`open:grid`), so a page can carry it closed.
 */
export function PopupDialog({
  id,
  ref,
  labelledBy,
  describedBy,
  onOverlayClick,
  children,
}: PopupDialogProps) {
  return (
    <dialog
      id={id}
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // the browser may have opened it before the app hydrated (its `open` is the browser's)
      suppressHydrationWarning
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none place-items-center overflow-y-auto bg-transparent p-4 text-text backdrop:bg-transparent open:grid tablet:p-8"
    >
      <div
        data-testid="popup-overlay"
        aria-hidden="true"
        onClick={onOverlayClick}
        className="fixed inset-0 bg-ink/80"
      />
      {children}
    </dialog>
  )
}

export interface PopupPanelProps {
  title: ReactNode
  titleId: string
  closeLabel: string
  /** the page's dialog the × button closes from the platform (no app code needed) */
  closes?: DialogId
  /** or what the × button runs */
  onClose?: () => void
  /** a line under the title, and its id (the dialog's description) */
  subtitle?: ReactNode
  subtitleId?: string
  size?: 'md' | 'lg'
  className?: string
  children: ReactNode
}

/** The card of a popup: its title, optional line under it, body, and × button. */
export function PopupPanel({
  title,
  titleId,
  closeLabel,
  closes,
  onClose,
  subtitle,
  subtitleId,
  size = 'md',
  className,
  children,
}: PopupPanelProps) {
  return (
    <div
      className={cn(
        'relative w-full rounded-frame bg-white p-6 text-text shadow-lift tablet:p-9',
        size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
        className,
      )}
    >
      {/* `pretty`, not the headings' `balance`: in a phone's narrow card Chromium's balance breaks
          "Free 30-minute consultation" after its hyphen ("Free 30-" / "minute consultation"). */}
      <h2 id={titleId} className="pr-10 text-h3 text-pretty text-ink">
        {title}
      </h2>
      {subtitle && (
        <p id={subtitleId} className="mt-2 text-text-muted">
          {subtitle}
        </p>
      )}
      <div className="mt-6">{children}</div>
      {/* last in the DOM, shown at the top right: the browser's own focus on open (showModal,
          before any app code) lands on the first field or action, as the app's does */}
      <button
        type="button"
        {...(closes ? closesDialog(closes) : { onClick: onClose })}
        aria-label={closeLabel}
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-circle text-text-muted transition-colors duration-hover hover:bg-paper hover:text-ink"
      >
        <Glyph name="x" size={20} />
      </button>
    </div>
  )
}

export interface PopupProps {
  title: ReactNode
  onClose: () => void
  closeLabel: string
  children: ReactNode
  subtitle?: ReactNode
  size?: 'md' | 'lg'
  className?: string
}

/**
 * A popup the app opens with content of the moment (the generic popup): it opens as it mounts;
 * Escape, the overlay and the × button close it, and then `onClose` runs.
 */
export function Popup({ title, onClose, closeLabel, children, subtitle, ...panel }: PopupProps) {
  const titleId = useId()
  const subtitleId = useId()
  const { ref, close } = useModalDialog({ isOpenOnMount: true, onClose })
  return (
    <PopupDialog
      ref={ref}
      labelledBy={titleId}
      describedBy={subtitle ? subtitleId : undefined}
      onOverlayClick={close}
    >
      <PopupPanel
        {...panel}
        title={title}
        titleId={titleId}
        subtitle={subtitle}
        subtitleId={subtitleId}
        closeLabel={closeLabel}
        onClose={close}
      >
        {children}
      </PopupPanel>
    </PopupDialog>
  )
}
