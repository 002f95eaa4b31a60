import { Suspense, type ReactNode } from 'react'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { LoadFailed } from '@/layout/LoadFailed'

export interface DeferredProps {
  children: ReactNode
  /** the anchor of the band inside, kept by the placeholder so a link to it lands at once */
  anchor?: string
  /** the placeholder's size and ground, like the part's, so nothing shifts when it arrives */
  className?: string
}

/**
 * The boundary around a part of a page with code of its own (a lazy band): its prerendered HTML
 * stays in place until that code arrives and React hydrates it (selective hydration). The
 * placeholder only shows on a client-side navigation. A part whose code fails to load twice
 * shows a short notice with a reload button in its place, never a blank page.
 */
export function Deferred({ children, anchor, className = 'min-h-[40rem] bg-ink' }: DeferredProps) {
  return (
    <ErrorBoundary fallback={<LoadFailed id={anchor} className={className} />}>
      <Suspense fallback={<div id={anchor} aria-hidden="true" className={className} />}>
        {children}
      </Suspense>
    </ErrorBoundary>
  )
}
