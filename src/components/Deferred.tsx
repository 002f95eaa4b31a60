import { createContext, Suspense, use, type ReactNode } from 'react'
import { ErrorBoundary } from '@/components/ErrorBoundary'

export interface FailedPartProps {
  /** the anchor of the part it stands in for, so a link to it still lands here */
  id?: string
  className?: string
}

/**
 * Renders what a part whose code failed to load twice shows in its place: the notice with a
 * reload button (layout/LoadFailed, in the page's language; app/providers.tsx gives it), since
 * a primitive holds no copy. Bands and forms all show the same one.
 */
export const FailedPart = createContext<(props: FailedPartProps) => ReactNode>(() => null)

export interface DeferredProps {
  children: ReactNode
  /** the anchor of the band inside, kept by the placeholder so a link to it lands at once */
  anchor?: string
  /** the placeholder's size and ground, like the part's, so nothing shifts when it arrives */
  className?: string
}

/**
 * The boundary around a part of a page with code of its own (a lazy band, a form): its
 * prerendered HTML stays in place until that code arrives and React hydrates it (selective
 * hydration). The placeholder only shows on a client-side navigation. A part whose code fails to
 * load twice shows a short notice with a reload button in its place, never a blank page, and the
 * rest of the page goes on.
 */
export function Deferred({ children, anchor, className = 'min-h-[40rem] bg-ink' }: DeferredProps) {
  const notice = use(FailedPart)
  return (
    <ErrorBoundary fallback={notice({ id: anchor, className })}>
      <Suspense fallback={<div id={anchor} aria-hidden="true" className={className} />}>
        {children}
      </Suspense>
    </ErrorBoundary>
  )
}
