import { Glyph } from '@/components/primitives/Icon'
import { Button, ButtonLink } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { ProcessContent } from '@/content/types'

export interface ProcessSectionProps {
  content: ProcessContent
  /** "Get AI MVP" opens the popup */
  opens: DialogId
  /** "Book demo" goes to the external scheduler (new tab) */
  schedulerUrl: string
  newTabLabel: string
  id?: string
}

/** spec §2.4 Process: a title such as "Overcome Operational Challenges with AI", numbered steps. */
export function ProcessSection({
  content,
  opens,
  schedulerUrl,
  newTabLabel,
  id,
}: ProcessSectionProps) {
  return (
    <Section id={id} tone="light">
      <SectionHeading title={content.title} eyebrow={content.eyebrow} subtitle={content.subtitle} />
      <ol className="relative mt-12 grid gap-5 lg:grid-cols-[repeat(auto-fit,minmax(0,1fr))]">
        {content.steps.map((step) => (
          <li
            key={step.id}
            className="relative rounded-card border border-paper-line bg-white p-7 shadow-card"
          >
            <span className="tabular inline-grid size-12 place-items-center rounded-tile bg-ink text-lead font-extrabold text-accent">
              {step.number}
            </span>
            <h3 className="mt-5 text-h4 text-ink">{step.title}</h3>
            <p className="mt-2 text-text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <Button size="lg" opens={opens}>
          {content.primaryCta}
        </Button>
        <ButtonLink href={schedulerUrl} isExternal variant="secondary" size="lg">
          {content.secondaryCta}
          <Glyph name="external-link" size={18} />
          <span className="sr-only">({newTabLabel})</span>
        </ButtonLink>
      </div>
    </Section>
  )
}
