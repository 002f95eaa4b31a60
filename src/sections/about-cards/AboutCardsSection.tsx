import { ButtonLink } from '@/components/primitives/Button'
import { Glyph, Icon } from '@/components/primitives/Icon'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { HomeContent } from '@/content/types'

export interface AboutCardsSectionProps {
  content: HomeContent['about']
  href: string
}

/** spec §2.5 (11): three cards and "Learn about us", shown at 720 px or less (docs/product.md "Home page order"). */
export function AboutCardsSection({ content, href }: AboutCardsSectionProps) {
  return (
    <Section tone="light" className="tablet:hidden">
      <SectionHeading title={content.title} />
      <ul className="mt-8 grid gap-4">
        {content.cards.map((card) => (
          <li
            key={card.id}
            className="flex gap-4 rounded-card border border-paper-line bg-white p-5 shadow-card"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-tile bg-accent/15 text-accent-ink">
              <Icon name={card.icon} />
            </span>
            <div>
              <h3 className="text-lead font-bold text-ink">{card.title}</h3>
              <p className="mt-1 text-text-muted">{card.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <ButtonLink href={href} size="lg" className="mt-8 w-full">
        {content.cta}
        <Glyph name="arrow-right" size={18} />
      </ButtonLink>
    </Section>
  )
}
