import { Glow } from '@/components/primitives/Glow'
import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { VisualizationCard, VisualizationContent } from '@/content/types'
import { cn } from '@/lib/cn'

export interface VisualizationSectionProps {
  content: VisualizationContent
  /** the mobile "Book now" opens the booking popup */
  opens: DialogId
  /** a card's own button (the generic popup tells more about it) */
  onCardAction: (card: VisualizationCard) => void
  id?: string
}

function Card({
  card,
  onAction,
}: {
  card: VisualizationCard
  onAction: (card: VisualizationCard) => void
}) {
  return (
    <li
      className={cn(
        'relative flex flex-col overflow-hidden rounded-card border p-7',
        card.isLarge
          ? 'border-accent/30 bg-ink text-text-inverse lg:col-span-2'
          : 'border-paper-line bg-white shadow-card',
      )}
    >
      {card.isLarge && <Glow kind="cardCool" />}
      <h3 className={cn('relative text-h4', card.isLarge ? 'text-white' : 'text-ink')}>
        {card.title}
      </h3>
      <p
        className={cn(
          'relative mt-2 flex-1',
          card.isLarge ? 'text-text-inverse-muted' : 'text-text-muted',
        )}
      >
        {card.description}
      </p>
      {card.buttonText && (
        <Button
          onClick={() => onAction(card)}
          aria-label={`${card.buttonText}: ${card.title}`}
          variant={card.isLarge ? 'primary' : 'secondary'}
          className={cn('relative mt-6 self-start', card.buttonClassName)}
        >
          {card.buttonText}
        </Button>
      )}
    </li>
  )
}

/**
 * spec §2.4 Visualization: "Visualize Your AI Transformation in Action", a top and a bottom card
 * row (cards may be large); at 720 px or less the mobile variant lists Rapid Deployment, Intuitive
 * Dashboards, Scalable Architecture and Continuous Improvement with "Book now".
 */
export function VisualizationSection({
  content,
  opens,
  onCardAction,
  id,
}: VisualizationSectionProps) {
  return (
    <Section id={id} tone="tint">
      <SectionHeading title={content.title} eyebrow={content.eyebrow} subtitle={content.subtitle} />
      <div className="mt-12 grid gap-5 max-tablet:hidden">
        <ul className="grid gap-5 lg:grid-cols-4">
          {content.topRow.map((card) => (
            <Card key={card.id} card={card} onAction={onCardAction} />
          ))}
        </ul>
        <ul className="grid gap-5 lg:grid-cols-4">
          {content.bottomRow.map((card) => (
            <Card key={card.id} card={card} onAction={onCardAction} />
          ))}
        </ul>
      </div>
      <div className="mt-10 tablet:hidden">
        <ol className="grid gap-3">
          {content.mobileItems.map((item, i) => (
            <li
              key={item.id}
              className="flex gap-4 rounded-card border border-paper-line bg-white p-5 shadow-card"
            >
              <span className="tabular text-h4 font-extrabold text-accent-ink">
                {String(i + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="font-bold text-ink">{item.title}</h3>
                <p className="mt-1 text-small text-text-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <Button size="lg" opens={opens} className="mt-6 w-full">
          {content.mobileCta}
        </Button>
      </div>
    </Section>
  )
}
