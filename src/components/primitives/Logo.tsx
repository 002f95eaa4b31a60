import { site } from '@/config/site'
import { cn } from '@/lib/cn'

export interface LogoProps {
  /** "alternate" is the dark-on-light version (scrolled header, pages with breadcrumbs) */
  variant?: 'default' | 'alternate'
  className?: string
  /** extra classes for the wordmark (the header sets it smaller on tablets) */
  wordClassName?: string
}

/** The mark (a faceted amber gem) and the wordmark; decorative, the link around it is labelled. */
export function Logo({ variant = 'default', className, wordClassName }: LogoProps) {
  const [word, ...rest] = site.brand.split(' ')
  const isAlt = variant === 'alternate'
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)} aria-hidden="true">
      <svg viewBox="0 0 40 40" width="34" height="34" className="shrink-0">
        {/* the gem's facets in the accent's shades (design tokens), the same in both variants */}
        <path d="M20 2 36 11v18L20 38 4 29V11z" className="fill-accent" />
        <path d="M20 2 36 11 20 20z" className="fill-accent-light" />
        <path d="M4 11 20 20v18L4 29z" className="fill-accent-strong" />
        <path d="M20 20 36 11v18L20 38z" className="fill-accent-deep" />
        <circle cx="20" cy="20" r="3.2" className="fill-ink" />
      </svg>
      <span
        className={cn(
          'text-h4 font-extrabold tracking-[-0.03em] whitespace-nowrap transition-colors duration-state',
          isAlt ? 'text-ink' : 'text-white print:text-ink',
          wordClassName,
        )}
      >
        {word}
        {/* a real space, so the visible words are the start of the link's name (voice control) */}
        {rest.length > 0 && ' '}
        {rest.length > 0 && (
          <span
            className={cn(
              'font-semibold',
              isAlt ? 'text-accent-ink' : 'text-accent print:text-accent-ink',
            )}
          >
            {rest.join(' ')}
          </span>
        )}
      </span>
    </span>
  )
}
