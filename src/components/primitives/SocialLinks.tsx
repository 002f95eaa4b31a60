import { Glyph } from '@/components/primitives/Icon'
import { site } from '@/config/site'
import { cn } from '@/lib/cn'

export interface SocialLinksProps {
  names: { linkedin: string; facebook: string; instagram: string; label: string }
  tone?: 'light' | 'dark'
  className?: string
}

/** LinkedIn, Facebook and Instagram from the site config, each with an accessible name. */
export function SocialLinks({ names, tone = 'dark', className }: SocialLinksProps) {
  const items = (['linkedin', 'facebook', 'instagram'] as const).map((key) => ({
    key,
    href: site.social[key],
    name: names[key],
  }))
  return (
    <ul aria-label={names.label} className={cn('flex items-center gap-2', className)}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={item.name}
            className={cn(
              'grid size-11 place-items-center rounded-full border transition-colors duration-hover',
              tone === 'dark'
                ? 'border-white/15 text-text-inverse-muted hover:border-accent hover:text-accent'
                : 'border-ink/15 text-text-muted hover:border-ink hover:text-ink',
            )}
          >
            <Glyph name={item.key} size={18} />
          </a>
        </li>
      ))}
    </ul>
  )
}
