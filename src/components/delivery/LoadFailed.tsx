import { use, type ReactNode } from 'react'
import { Button } from '@/components/primitives/Button'
import { Glyph } from '@/components/primitives/Icon'
import type { LoadingContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { FailureCopy } from '@/lib/delivery'

export interface LoadFailedProps {
  /** the anchor of the part it stands in for, so a link to it still lands here */
  id?: string
  /**
   * `status`: a line in the flow, before a part that keeps its prerendered HTML (or in the place
   * of a page that had none: the dev server); `toast`: over the page (a popup or a language
   * switch that did not load)
   */
  variant?: 'status' | 'toast'
  /** the toast's close button */
  onDismiss?: () => void
  /** the toast's own message (a language switch that could not load), instead of the reload offer */
  message?: ReactNode
  className?: string
}

const reload = () => window.location.reload()

/**
 * A part of the page whose code could not load: a short message and a reload button, in the
 * page's language (the copy comes through `FailureCopy`, which the layout gives: a component
 * holds no copy of its own).
 */
export function LoadFailed({
  id,
  variant = 'status',
  onDismiss,
  message,
  className,
}: LoadFailedProps) {
  const copy = use(FailureCopy)
  if (!copy) return null
  if (variant !== 'toast') return <DeliveryStatus copy={copy} id={id} className={className} />
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-[80] mx-auto flex max-w-lg items-center gap-4 rounded-tile bg-ink px-5 py-4 text-text-inverse shadow-lift"
    >
      <p className="flex-1 text-small">{message ?? copy.loadFailed}</p>
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
          className="grid size-11 shrink-0 place-items-center rounded-circle text-text-inverse-muted hover:bg-white/10 hover:text-white"
        >
          <Glyph name="x" size={20} />
        </button>
      )}
    </div>
  )
}

/**
 * The line beside a part of the page that could not get its code and keeps its prerendered HTML
 * (docs/painted-stays.md "What is painted stays"): in the page's flow, never over what the visitor reads. It
 * takes its copy as a prop, so a page that could not start its app renders it too
 * (app/boot/pageFailed.tsx).
 */
export function DeliveryStatus({
  copy,
  id,
  className,
}: {
  copy: LoadingContent
  /** the anchor of the part it stands in for, in its place */
  id?: string
  /** in a part's place: the part's size and ground, so nothing shifts */
  className?: string
}) {
  return (
    <div
      id={id}
      className={cn('container-site grid place-items-center py-4 print:hidden', className)}
      data-delivery-status=""
    >
      <div
        role="status"
        className="mx-auto flex max-w-2xl flex-wrap items-center justify-center gap-x-5 gap-y-3 rounded-card border border-paper-line bg-white px-5 py-3 text-center text-ink shadow-card"
      >
        <p className="text-small font-semibold">{copy.loadFailed}</p>
        <Button size="md" variant="secondary" onClick={reload}>
          <Glyph name="refresh" size={16} />
          {copy.reload}
        </Button>
      </div>
    </div>
  )
}
