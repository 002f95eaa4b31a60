import { Suspense, use, type ReactNode } from 'react'
import { belowFoldWait } from '@/lib/belowFold'

/** Renders its children once below-the-fold parts may hydrate (lib/belowFold.ts). */
function WhenHeadedFor({ children }: { children: ReactNode }) {
  const wait = belowFoldWait()
  if (wait) use(wait)
  return children
}

/**
 * The boundary around a part that loads after the first screen: its HTML is prerendered and stays
 * in place until its code arrives and hydrates it, which the first hydration holds until the
 * visitor heads below the first screen; the placeholder only shows on client-side navigation,
 * sized like the part, so nothing shifts.
 */
export function Deferred({
  children,
  className = 'min-h-[40rem] bg-ink',
}: {
  children: ReactNode
  className?: string
}) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={className} />}>
      <WhenHeadedFor>{children}</WhenHeadedFor>
    </Suspense>
  )
}
