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
  className?: string
}

/** Eyebrow, title and subtitle of a section, on the site's type scale. */
export function SectionHeading({
  title,
  eyebrow,
  subtitle,
  as: Tag = 'h2',
  id,
  align = 'left',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const isDark = tone === 'dark'
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
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
}
