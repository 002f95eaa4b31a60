import { buttonClass } from '@/components/primitives/Button'
import { Glyph, Icon } from '@/components/primitives/Icon'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { routes } from '@/config/routes'
import type { IconName, SectionCopy, SolutionCard } from '@/content/types'
import { cn } from '@/lib/cn'
import { scrollToTopAfterNavigation } from '@/lib/scroll'
import { Link } from '@/lib/moving'

/**
 * spec §2.2, §2.6: a solution card without its own link goes by its type: featured →
 * /ai-solutions, it-solutions → /it-solutions, any other type → /consulting.
 */
export function solutionHref(card: Pick<SolutionCard, 'type' | 'linkTo'>): string {
  if (card.linkTo) return card.linkTo
  if (card.type === 'featured') return routes.aiSolutions.href
  if (card.type === 'it-solutions') return routes.itSolutions.href
  return routes.consulting.href
}

const ICON_OF: Record<string, IconName> = { featured: 'bot', 'it-solutions': 'server' }

export interface SolutionCardsSectionProps {
  content: SectionCopy & { items: readonly SolutionCard[] }
  id?: string
}

/** spec §2.6: three solution cards, each "View more"; after navigating, scroll to the top 100 ms later. */
export function SolutionCardsSection({ content, id }: SolutionCardsSectionProps) {
  return (
    <Section id={id} tone="light" rhythm="trim">
      {content.title && (
        <SectionHeading
          title={content.title}
          eyebrow={content.eyebrow}
          subtitle={content.subtitle}
        />
      )}
      <ul className="mt-10 grid gap-5 lg:grid-cols-3">
        {content.items.map((card) => {
          const isFeatured = card.type === 'featured'
          return (
            <li
              key={card.id}
              data-type={card.type}
              className={cn(
                'relative flex flex-col overflow-hidden rounded-card p-7 tablet:p-8',
                isFeatured
                  ? 'bg-ink text-text-inverse shadow-lift'
                  : 'border border-paper-line bg-white shadow-card',
              )}
            >
              <div className="flex items-start justify-between gap-4">
                <span
                  className={cn(
                    'grid size-12 place-items-center rounded-tile',
                    isFeatured ? 'bg-accent text-ink' : 'bg-accent/15 text-accent-ink',
                  )}
                >
                  <Icon name={ICON_OF[card.type] ?? 'compass'} />
                </span>
                {card.badgeText && (
                  <span className="rounded-pill bg-accent px-3 py-1 text-caption font-bold text-ink">
                    {card.badgeText}
                  </span>
                )}
              </div>
              <h3 className={cn('mt-6 text-h3 font-bold', isFeatured ? 'text-white' : 'text-ink')}>
                {card.title}
              </h3>
              <p
                className={cn(
                  'mt-3 flex-1',
                  isFeatured ? 'text-text-inverse-muted' : 'text-text-muted',
                )}
              >
                {card.description}
              </p>
              <Link
                to={solutionHref(card)}
                onClick={() => scrollToTopAfterNavigation()}
                aria-label={`${card.buttonText}: ${card.title}`}
                className={buttonClass({
                  variant: isFeatured ? 'primary' : 'secondary',
                  className: 'mt-8 self-start',
                })}
              >
                {card.buttonText}
                <Glyph name="arrow-right" size={18} />
              </Link>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
