import { Glyph } from '@/components/primitives/Icon'
import { Fragment } from 'react'
import { Button, ButtonLink } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { MethodologyContent } from '@/content/types'

export interface MethodologySectionProps {
  content: MethodologyContent
  /** "Start Your Consultation" opens the popup */
  opens: DialogId
  /** "Talk to an Expert" goes to the scheduler (new tab) */
  schedulerUrl: string
  newTabLabel: string
  id?: string
}

/**
 * spec §2.8 Methodology: the title ("Transform Challenges into Opportunities with Expert AI
 * Consulting"), numbered steps (diagnose, design, deliver) separated by arrows.
 */
export function MethodologySection({
  content,
  opens,
  schedulerUrl,
  newTabLabel,
  id,
}: MethodologySectionProps) {
  return (
    <Section id={id} tone="light">
      <SectionHeading title={content.title} eyebrow={content.eyebrow} subtitle={content.subtitle} />
      <ol className="mt-12 flex flex-col items-stretch gap-3 lg:flex-row lg:items-center">
        {content.steps.map((step, i) => (
          <Fragment key={step.id}>
            {i > 0 && (
              <li aria-hidden="true" className="grid place-items-center text-accent-ink">
                <Glyph name="arrow-right" size={28} className="max-lg:hidden" />
                <Glyph name="arrow-down" size={28} className="lg:hidden" />
              </li>
            )}
            <li
              data-step={step.id}
              className="flex-1 rounded-card border border-paper-line bg-white p-7 shadow-card"
            >
              <span className="tabular text-h2 font-extrabold text-accent-ink">{step.number}</span>
              <h3 className="mt-3 text-h4 text-ink">{step.title}</h3>
              <p className="mt-2 text-text-muted">{step.description}</p>
            </li>
          </Fragment>
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
