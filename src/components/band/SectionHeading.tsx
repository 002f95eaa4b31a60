import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface SectionHeadingProps {
  title: ReactNode
  eyebrow?: string
  subtitle?: ReactNode
  /** h1 for a page's first heading, h2 otherwise */
  as?: 'h1' | 'h2'
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
  as: Tag = 'h2',
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
        'max-w-3xl',
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
      <Tag
        id={id}
        // a page's heading takes focus after a navigation (hooks/useRouteAnnouncement)
        tabIndex={Tag === 'h1' ? -1 : undefined}
        className={cn(Tag === 'h1' ? 'text-h1' : 'text-h2', isDark ? 'text-white' : 'text-ink')}
      >
        {title}
      </Tag>
      {subtitle && (
        <p
          className={cn(
            'mt-5 text-base tablet:text-lg',
            isDark ? 'text-text-inverse-muted' : 'text-text-muted',
          )}
        >
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
