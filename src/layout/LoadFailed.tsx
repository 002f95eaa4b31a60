import { Button } from '@/components/Button'
import { Glyph } from '@/components/Icon'
import { loadingContent, type LoadingContent } from '@/content/loading'
import { useLocale } from '@/hooks/useLocale'
import { cn } from '@/lib/cn'
import { useRef, type ReactNode } from 'react'

export interface LoadFailedProps {
  /** the anchor of the part it stands in for, so a link to it still lands here */
  id?: string
  /**
   * `band`: in the page, where the part was (it had no HTML of its own); `status`: a short line
   * beside a part that keeps its prerendered HTML; `toast`: over the page (a popup or a language
   * switch that did not load)
   */
  variant?: 'band' | 'status' | 'toast'
  /** the toast's close button */
  onDismiss?: () => void
  /** the toast's own message (a language switch that could not load), instead of the reload offer */
  message?: ReactNode
  className?: string
}

/** A part of the page whose code could not load: a short message and a reload button. */
export function LoadFailed({
  id,
  variant = 'band',
  onDismiss,
  message,
  className,
}: LoadFailedProps) {
  const copy = loadingContent[useLocale()]
  const reload = () => window.location.reload()
  if (variant === 'status') return <DeliveryStatus copy={copy} />
  if (variant === 'toast') {
    return (
      <div
        role="alert"
        className="fixed inset-x-4 bottom-4 z-[80] mx-auto flex max-w-lg items-center gap-4 rounded-2xl bg-ink px-5 py-4 text-text-inverse shadow-lift"
      >
        <p className="flex-1 text-sm">{message ?? copy.loadFailed}</p>
        {!message && (
          <Button size="md" onClick={reload}>
            {copy.reload}
          </Button>
        )}
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={copy.dismiss}
            className="grid size-11 shrink-0 place-items-center rounded-full text-text-inverse-muted hover:bg-white/10 hover:text-white"
          >
            <Glyph name="x" size={20} />
          </button>
        )}
      </div>
    )
  }
  return (
    <div id={id} className={cn('grid place-items-center px-6 py-16', className)}>
      <div
        role="alert"
        className="flex max-w-md flex-col items-center gap-5 rounded-card border border-paper-line bg-white px-8 py-10 text-center text-ink shadow-card"
      >
        <p className="text-lg font-semibold">{copy.loadFailed}</p>
        <Button size="lg" onClick={reload}>
          <Glyph name="refresh" size={18} />
          {copy.reload}
        </Button>
      </div>
    </div>
  )
}

/**
 * A page dialog whose code could not load (twice): the same dialog, which the buttons that point
 * at it still open, with the notice and its reload button; its close button closes it.
 */
export function FailedDialog({ id }: { id: string }) {
  const copy = loadingContent[useLocale()]
  const ref = useRef<HTMLDialogElement>(null)
  return (
    <dialog
      id={id}
      ref={ref}
      aria-label={copy.loadFailed}
      className="m-auto bg-transparent backdrop:bg-ink/80"
    >
      <LoadFailed variant="toast" onDismiss={() => ref.current?.close()} />
    </dialog>
  )
}

/**
 * The line beside a part of the page that could not get its code and keeps its prerendered HTML
 * (DECISIONS "What is painted stays"): in the page's flow, never over what the visitor reads. It
 * takes its copy as a prop, so a page that could not start its app renders it too
 * (app/boot/main.tsx).
 */
export function DeliveryStatus({ copy }: { copy: LoadingContent }) {
  return (
    <div className="container-site py-4 print:hidden" data-delivery-status="">
      <div
        role="status"
        className="mx-auto flex max-w-2xl flex-wrap items-center justify-center gap-x-5 gap-y-3 rounded-card border border-paper-line bg-white px-5 py-3 text-center text-ink shadow-card"
      >
        <p className="text-sm font-semibold">{copy.loadFailed}</p>
        <Button size="md" variant="secondary" onClick={() => window.location.reload()}>
          <Glyph name="refresh" size={16} />
          {copy.reload}
        </Button>
      </div>
    </div>
  )
}
