import { Glyph } from '@/components/primitives/Icon'
import { Glow } from '@/components/primitives/Glow'
import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { AdvantagesContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { paragraphs } from '@/lib/text'

export interface AdvantagesSectionProps {
  content: AdvantagesContent
  opens: DialogId
  id?: string
}

/**
 * spec §2.4 Advantages / hidden costs: a title such as "The Hidden Costs Dragging Your Business Down",
 * button "Get started today"; cards of type automation, time (with its stats label) and testimonial.
 */
export function AdvantagesSection({ content, opens, id }: AdvantagesSectionProps) {
  const { cards, title, eyebrow, subtitle, cta } = content
  return (
    <Section id={id} tone="dark" className="overflow-hidden">
      <Glow kind="cornerCool" />
      <SectionHeading
        title={title}
        eyebrow={eyebrow}
        subtitle={subtitle}
        tone="dark"
        actions={
          <Button size="lg" opens={opens}>
            {cta}
          </Button>
        }
      />
      {/* on paper a column (Chromium moves a one-column grid of unbreakable cards to the next page
          whole, leaving this one empty) */}
      <ul className="relative mt-12 grid gap-5 lg:grid-cols-3 print:flex print:flex-col">
        {cards.map((card) => (
          <li
            key={card.id}
            data-type={card.type}
            className={cn(
              'flex flex-col rounded-card border p-7',
              card.type === 'time'
                ? 'border-accent/40 bg-glow-time-card'
                : 'border-surface-line bg-surface',
            )}
          >
            {card.type === 'automation' && (
              <span className="grid size-12 place-items-center rounded-tile bg-signal/10 text-signal">
                <Glyph name="workflow" size={22} strokeWidth={1.75} />
              </span>
            )}
            {card.type === 'time' && card.statsLabel && (
              <p className="tabular text-h1 font-extrabold text-accent">{card.statsLabel}</p>
            )}
            {card.type === 'testimonial' && (
              <Glyph name="quote" size={32} className="text-accent" />
            )}
            <h3 className="mt-5 text-h4 text-white">{card.title}</h3>
            {card.type === 'testimonial' && card.testimonialText ? (
              <figure className="mt-3 flex flex-1 flex-col">
                <blockquote className="flex-1 text-lead text-text-inverse">
                  “{card.testimonialText}”
                </blockquote>
                <figcaption className="mt-5 text-small text-text-inverse-muted">
                  {card.testimonialAuthor && (
                    <span className="font-semibold text-white">{card.testimonialAuthor}, </span>
                  )}
                  {card.description}
                </figcaption>
              </figure>
            ) : (
              <div className="mt-3 space-y-3 text-text-inverse-muted">
                {paragraphs(card.description).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
