import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * An h2's step of the type scale (src/config/tokens.ts `TYPE_STEPS`): a band's (`h2`), a panel's
 * inside a band (the contact panels, `h3`, extra-bold), a document part's (a legal document, `h3`,
 * bold), a card's (`h4`).
 */
export type HeadingScale = 'band' | 'panel' | 'part' | 'card'

const scaleClass: Record<HeadingScale, string> = {
  band: 'text-h2',
  panel: 'text-h3 font-extrabold',
  part: 'text-h3 font-bold',
  card: 'text-h4',
}

export interface SectionHeadingProps {
  title: ReactNode
  eyebrow?: string
  subtitle?: ReactNode
  /** the heading's step of the type scale: a band's by default */
  scale?: HeadingScale
  /**
   * a band's heading takes its column's whole width rather than stop at a reading width (every
   * other scale takes its box's width)
   */
  isFullWidth?: boolean
  id?: string
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
  /** what stands beside the heading (a button, a link, a carousel's arrows or progress), at its foot */
  actions?: ReactNode
  /** the actions stay beside the heading at every width; otherwise they go under it below `lg` */
  isActionsBeside?: boolean
  actionsClassName?: string
  className?: string
}

/** Eyebrow, title and subtitle of a section, on the site's type scale, and its actions. */
export function SectionHeading({
  title,
  eyebrow,
  subtitle,
  scale = 'band',
  isFullWidth,
  id,
  align = 'left',
  tone = 'light',
  actions,
  isActionsBeside,
  actionsClassName,
  className,
}: SectionHeadingProps) {
  const isDark = tone === 'dark'
  const heading = (
    <div
      className={cn(
        scale === 'band' && !isFullWidth && 'max-w-3xl',
        align === 'center' && 'mx-auto text-center',
        !actions && className,
      )}
    >
      {eyebrow && (
        <p
          className={cn('mb-4 text-eyebrow uppercase', isDark ? 'text-accent' : 'text-accent-ink')}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn(scaleClass[scale], isDark ? 'text-white' : 'text-ink')}>
        {title}
      </h2>
      {subtitle && (
        <p className={cn('mt-5 text-lead', isDark ? 'text-text-inverse-muted' : 'text-text-muted')}>
          {subtitle}
        </p>
      )}
    </div>
  )
  if (!actions) return heading
  return (
    <div
      className={cn(
        'relative flex',
        isActionsBeside
          ? 'items-end justify-between gap-6'
          : 'flex-col gap-8 lg:flex-row lg:items-end lg:justify-between',
        className,
      )}
    >
      {heading}
      <div
        className={cn(
          'flex gap-2',
          !isActionsBeside && 'self-start lg:self-auto',
          actionsClassName,
        )}
      >
        {actions}
      </div>
    </div>
  )
}
