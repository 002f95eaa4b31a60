import { Button } from '@/components/primitives/Button'
import { Glyph } from '@/components/primitives/Icon'
import type { LoadingContent } from '@/content/types'
import { loadFrameContent } from '@/content/navigation'
import { useFrameContent } from '@/layout/useFrameContent'
import { cn } from '@/lib/cn'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Locale } from '@/content/types'
import { markDeliveryFailed } from '@/lib/delivery'

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

/** A part of the page whose code could not load: a short message and a reload button. */
export function LoadFailed({
  id,
  variant = 'status',
  onDismiss,
  message,
  className,
}: LoadFailedProps) {
  const copy = useFrameContent().loading
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
 * (DECISIONS "What is painted stays"): in the page's flow, never over what the visitor reads. It
 * takes its copy as a prop, so a page that could not start its app renders it too
 * (app/boot/main.tsx).
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

/**
 * A page whose own code could not load (app/boot/main.tsx does not hydrate it): marks it and puts
 * the status line, in the page's language, after its first band, in the flow: the visitor sees it
 * under the first screen, and nothing of the page moves under it or is covered.
 */
export function showPageFailed(locale: Locale, error: unknown) {
  markDeliveryFailed(error)
  // its copy comes with the frame's, loaded beside the page's code (should it fail too, the page
  // goes on without the line)
  void loadFrameContent(locale).then(
    ({ loading }) => {
      const place = document.createElement('div')
      document.querySelector('#main > *')?.after(place)
      createRoot(place).render(<DeliveryStatus copy={loading} />)
    },
    () => undefined,
  )
}
