import { Glow } from '@/components/primitives/Glow'
import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Icon } from '@/components/primitives/Icon'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { TransformationContent } from '@/content/types'

export interface TransformationSectionProps {
  content: TransformationContent
  /** "Book consultation" opens the popup */
  opens: DialogId
  id?: string
}

/**
 * spec §2.4 Transformation steps: a title such as "Start Upgrading Your IT—No Hassle Required",
 * button "Book consultation". A dark band marked for the header's transparent state (§4).
 */
export function TransformationSection({ content, opens, id }: TransformationSectionProps) {
  return (
    <Section id={id} tone="dark" isHeaderTransparent className="overflow-hidden">
      <Glow kind="cornerWarm" />
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
      <ol className="relative mt-12 grid gap-5 tablet:grid-cols-2 lg:grid-cols-4">
        {content.steps.map((step, i) => (
          <li key={step.id} className="rounded-card border border-surface-line bg-surface p-7">
            <div className="flex items-center justify-between">
              <span className="grid size-12 place-items-center rounded-tile bg-signal/10 text-signal">
                <Icon name={step.iconClass} />
              </span>
              <span className="tabular text-small font-bold text-text-inverse-muted">
                {String(i + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-5 text-h4 text-white">{step.title}</h3>
            <p className="mt-2 text-text-inverse-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
