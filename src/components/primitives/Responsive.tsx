import type { ReactNode } from 'react'

export interface CompactSwapProps {
  /** shown at 435 px or less */
  compact: ReactNode
  /** shown wider */
  full: ReactNode
}

/**
 * spec §2.4: the hero/intro mobile layout at 435 px or less. Both versions are in the HTML and CSS
 * (the `compact` screen of the theme) picks one, so the prerendered page is right at every width
 * before any JavaScript runs.
 */
export function CompactSwap({ compact, full }: CompactSwapProps) {
  return (
    <>
      <span className="compact:hidden">{compact}</span>
      <span className="max-compact:hidden">{full}</span>
    </>
  )
}
