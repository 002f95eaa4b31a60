import { site } from '@/config/site'
import { cn } from '@/lib/cn'

export interface SocialLinksProps {
  names: { linkedin: string; facebook: string; instagram: string; label: string }
  tone?: 'light' | 'dark'
  className?: string
}

const glyphs = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.83v1.54h.05c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.14V21h-4v-5.07c0-1.21-.02-2.77-1.69-2.77-1.69 0-1.95 1.32-1.95 2.68V21h-4V9.75Z',
  facebook:
    'M13.5 21v-7.5h2.53l.38-2.94H13.5V8.69c0-.85.24-1.43 1.46-1.43h1.56V4.64A20.9 20.9 0 0 0 14.25 4.5c-2.25 0-3.79 1.37-3.79 3.9v2.16H7.93v2.94h2.53V21h3.04Z',
  instagram:
    'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm6.1-8.1a1.12 1.12 0 1 1-2.24 0 1.12 1.12 0 0 1 2.24 0ZM12 4.6c2.4 0 2.69 0 3.64.05 2.44.11 3.58 1.27 3.69 3.69.04.95.05 1.24.05 3.66s0 2.7-.05 3.65c-.11 2.42-1.25 3.58-3.69 3.69-.95.04-1.23.05-3.64.05s-2.7 0-3.65-.05c-2.45-.11-3.58-1.27-3.69-3.69C4.61 14.7 4.6 14.41 4.6 12s0-2.71.06-3.66c.11-2.42 1.25-3.58 3.69-3.69.95-.04 1.24-.05 3.65-.05ZM12 3c-2.44 0-2.75 0-3.71.05-3.27.15-5.09 1.96-5.24 5.24C3.01 9.25 3 9.56 3 12s0 2.75.05 3.71c.15 3.27 1.96 5.09 5.24 5.24.96.04 1.27.05 3.71.05s2.75 0 3.71-.05c3.26-.15 5.09-1.96 5.24-5.24.04-.96.05-1.27.05-3.71s0-2.75-.05-3.71c-.15-3.26-1.96-5.09-5.24-5.24C14.75 3.01 14.44 3 12 3Z',
} as const

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
              'grid size-11 place-items-center rounded-full border transition-colors duration-lock',
              tone === 'dark'
                ? 'border-white/15 text-text-inverse-muted hover:border-accent hover:text-accent'
                : 'border-ink/15 text-text-muted hover:border-ink hover:text-ink',
            )}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d={glyphs[item.key]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
