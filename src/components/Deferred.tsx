import { Suspense, type ReactNode } from 'react'

/**
 * The boundary around a part that loads after the first screen: its HTML is prerendered and stays
 * in place until its code arrives and hydrates it; the placeholder only shows on client-side
 * navigation, sized like the part, so nothing shifts.
 */
export function Deferred({
  children,
  className = 'min-h-[40rem] bg-ink',
}: {
  children: ReactNode
  className?: string
}) {
  return <Suspense fallback={<div aria-hidden="true" className={className} />}>{children}</Suspense>
}
