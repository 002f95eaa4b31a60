import { Glyph } from '@/components/Icon'
import { useId, type ReactNode } from 'react'
import { useModalDialog } from '@/hooks/useModalDialog'
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
 * A modal dialog (spec §4): a native `<dialog>` opened with `showModal()` (useModalDialog: top
 * layer, inert page, locked scroll, Escape, focus to the `[data-autofocus]` field, Tab kept
 * inside, focus back to the opener). Closes too on a click on the overlay and on the × button.
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
  const titleId = useId()
  const subtitleId = useId()
  const dialog = useModalDialog(onClose)
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      className="fixed inset-0 m-0 grid h-full max-h-none w-full max-w-none place-items-center overflow-y-auto bg-transparent p-4 text-text backdrop:bg-transparent tablet:p-8"
    >
      <div
        data-testid="popup-overlay"
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 bg-ink/75 backdrop-blur-sm"
      />
      <div
        className={cn(
          'relative w-full rounded-[24px] bg-white p-6 text-text shadow-lift tablet:p-9',
          size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
          className,
        )}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-text-muted transition-colors duration-hover hover:bg-paper hover:text-ink"
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
