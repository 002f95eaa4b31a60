import { Glyph } from '@/components/Icon'
import { useId, useRef, type ReactNode } from 'react'
import { useEscapeKey } from '@/hooks/useEscapeKey'
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
 * A modal dialog (spec §4): closes on Escape, an overlay click and the × button; locks the page's
 * scroll; moves focus in, keeps it there, and returns it to the opener on close. Render it only
 * while open.
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
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const subtitleId = useId()
  useScrollLock(true)
  useEscapeKey(true, onClose)
  useFocusTrap(panelRef, true)
  return (
    <div className="fixed inset-0 z-[80] grid place-items-center overflow-y-auto p-4 tablet:p-8">
      <div
        data-testid="popup-overlay"
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 bg-ink/75 backdrop-blur-sm"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
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
    </div>
  )
}
