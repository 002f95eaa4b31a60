import { useLocation } from 'react-router-dom'
import { JsonLd } from '@/components/primitives/JsonLd'
import type { BreadcrumbTrail } from '@/content/types'
import { BREADCRUMBS_ATTR } from '@/hooks/useHeaderState'
import { cn } from '@/lib/cn'
import { normalisePath } from '@/lib/locale'
import { breadcrumbData } from '@/lib/structuredData'
import { Link } from '@/lib/moving'

export interface BreadcrumbsProps extends BreadcrumbTrail {
  tone?: 'light' | 'dark'
  className?: string
}

/**
 * spec §2.4 / §3: items separated by ">>"; an item that is current, or has no href, is plain
 * text. docs/product.md "Breadcrumbs": the separator is hidden from screen readers; the current item carries
 * aria-current="page".
 */
export function Breadcrumbs({ items, label, tone = 'light', className }: BreadcrumbsProps) {
  const isDark = tone === 'dark'
  const { pathname } = useLocation()
  return (
    <>
      <JsonLd data={breadcrumbData(items, normalisePath(pathname))} />
      <nav
        aria-label={label}
        className={cn('text-small', className)}
        {...{ [BREADCRUMBS_ATTR]: '' }}
      >
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {items.map((item, i) => {
            const isLast = i === items.length - 1
            const isText = item.isCurrent || !item.href
            return (
              <li key={`${item.text}-${i}`} className="flex items-center gap-2">
                {isText ? (
                  <span
                    aria-current={item.isCurrent ? 'page' : undefined}
                    className={cn('font-semibold', isDark ? 'text-white' : 'text-ink')}
                  >
                    {item.text}
                  </span>
                ) : (
                  <Link
                    to={item.href as string}
                    className={cn(
                      'underline-offset-4 hover:underline',
                      isDark
                        ? 'text-text-inverse-muted hover:text-white'
                        : 'text-text-muted hover:text-ink',
                    )}
                  >
                    {item.text}
                  </Link>
                )}
                {!isLast && (
                  <span aria-hidden="true" className={isDark ? 'text-accent' : 'text-accent-ink'}>
                    {'>>'}
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
    </>
  )
}
