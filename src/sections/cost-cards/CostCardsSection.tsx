import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { CostCardsContent } from '@/content/types'

export interface CostCardsSectionProps {
  content: CostCardsContent
  opens: DialogId
  id?: string
}

/** spec §2.8 Benefits / cost cards: "Consulting Blind Spots: …", button "Get started today". */
export function CostCardsSection({ content, opens, id }: CostCardsSectionProps) {
  return (
    <Section id={id} tone="dark" className="overflow-hidden">
      <SectionHeading
        title={content.title}
        eyebrow={content.eyebrow}
        subtitle={content.subtitle}
        tone="dark"
        actions={
          <Button size="lg" opens={opens}>
            {content.cta}
          </Button>
        }
      />
      <ul className="mt-12 grid gap-5 tablet:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(0,1fr))]">
        {content.cards.map((card) => (
          <li key={card.id} className="rounded-card border border-surface-line bg-surface p-7">
            <p className="tabular text-h1 font-extrabold text-accent">{card.figure}</p>
            <h3 className="mt-4 text-lead font-bold text-white">{card.title}</h3>
            <p className="mt-2 text-text-inverse-muted">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
