import { Icon } from '@/components/primitives/Icon'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { PrinciplesContent } from '@/content/types'
import { cn } from '@/lib/cn'

export interface PrinciplesSectionProps {
  content: PrinciplesContent
  /** principles on light; achievements on a dark band marked for the header (§4) */
  variant: 'principles' | 'achievements'
  id?: string
}

/** spec §2.10 Principles ("Guiding Principles and Our Purpose") and Achievements ("… Set Us Apart"). */
export function PrinciplesSection({ content, variant, id }: PrinciplesSectionProps) {
  const isDark = variant === 'achievements'
  return (
    <Section id={id} tone={isDark ? 'dark' : 'light'} isHeaderTransparent={isDark}>
      <SectionHeading
        title={content.title}
        eyebrow={content.eyebrow}
        subtitle={content.subtitle}
        tone={isDark ? 'dark' : 'light'}
        align="center"
        className="mx-auto"
      />
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {content.items.map((item) => (
          <li
            key={item.id}
            className={cn(
              'rounded-card border p-7',
              isDark ? 'border-surface-line bg-surface' : 'border-paper-line bg-white shadow-card',
            )}
          >
            <span
              className={cn(
                'grid size-12 place-items-center rounded-2xl',
                isDark ? 'bg-accent/15 text-accent' : 'bg-accent/15 text-accent-ink',
              )}
            >
              <Icon name={item.icon} />
            </span>
            <h3 className={cn('mt-5 text-xl font-bold', isDark ? 'text-white' : 'text-ink')}>
              {item.name}
            </h3>
            <p className={cn('mt-2', isDark ? 'text-text-inverse-muted' : 'text-text-muted')}>
              {item.description}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
