import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Icon } from '@/components/primitives/Icon'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { ProcessFeaturesContent } from '@/content/types'

export interface ProcessFeaturesSectionProps {
  content: ProcessFeaturesContent
  /** "Get Started" opens the booking popup (docs/product.md "Smaller points") */
  opens: DialogId
  id?: string
}

/** spec §2.4 Process features: "Explore the Details. Start Your AI Journey.", main and security cards. */
export function ProcessFeaturesSection({ content, opens, id }: ProcessFeaturesSectionProps) {
  return (
    <Section id={id} tone="light">
      <SectionHeading
        title={content.title}
        eyebrow={content.eyebrow}
        subtitle={content.subtitle}
        actions={
          <Button size="lg" opens={opens}>
            {content.cta}
          </Button>
        }
      />
      <ul className="mt-12 grid gap-5 tablet:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(0,1fr))]">
        {content.mainCards.map((card) => (
          <li
            key={card.id}
            className="rounded-card border border-paper-line bg-white p-7 shadow-card"
          >
            {card.iconClass && (
              <span className="grid size-12 place-items-center rounded-tile bg-accent/15 text-accent-ink">
                <Icon name={card.iconClass} />
              </span>
            )}
            <h3 className="mt-5 text-h4 text-ink">{card.title}</h3>
            <p className="mt-2 text-text-muted">{card.description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 rounded-panel bg-ink p-7 text-text-inverse tablet:p-10">
        <h3 className="text-h3 font-extrabold text-white">{content.securityTitle}</h3>
        <ul className="mt-8 grid gap-6 tablet:grid-cols-3">
          {content.securityCards.map((card) => (
            <li key={card.id} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-control bg-signal/10 text-signal">
                <Icon name={card.iconClass ?? 'shield'} size={20} />
              </span>
              <div>
                <h4 className="font-bold text-white">{card.title}</h4>
                <p className="mt-1 text-small text-text-inverse-muted">{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
