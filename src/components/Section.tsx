import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { hydrationUnit } from '@/lib/hydrationMarks'

export type SectionTone = 'light' | 'dark' | 'tint'

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** anchor id */
  id?: string
  tone?: SectionTone
  /** the header turns transparent while this section is at the top (spec §4 Header) */
  isHeaderTransparent?: boolean
  /** leave the vertical rhythm to the caller */
  isBare?: boolean
  children: ReactNode
}

const toneClass: Record<SectionTone, string> = {
  light: 'bg-paper text-text',
  tint: 'bg-paper-2 text-text',
  dark: 'bg-ink text-text-inverse',
}

/**
 * A page band: anchor, ground colour, container and vertical rhythm. It marks itself hydrated
 * (lib/hydrationMarks.ts), so input on it before its code has arrived is held, not lost.
 */
export function Section({
  id,
  tone = 'light',
  isHeaderTransparent,
  isBare,
  className,
  children,
  ...rest
}: SectionProps) {
  return (
    <section
      id={id}
      {...hydrationUnit}
      data-tone={tone}
      data-header-transparent={isHeaderTransparent ? '' : undefined}
      className={cn(
        'relative',
        toneClass[tone],
        !isBare && 'py-16 tablet:py-24 lg:py-28',
        className,
      )}
      {...rest}
    >
      <div className="container-site">{children}</div>
    </section>
  )
}
