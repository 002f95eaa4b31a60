import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { StoryContent } from '@/content/types'

export interface StorySectionProps {
  content: StoryContent
  /** "Contact us" opens the popup */
  opens: DialogId
  id?: string
}

/** spec §2.10 Story: "Our Journey: From Vision to Innovation", with "Contact us". */
export function StorySection({ content, opens, id }: StorySectionProps) {
  return (
    <Section id={id} tone="tint">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            title={content.title}
            eyebrow={content.eyebrow}
            subtitle={content.subtitle}
          />
          <div className="mt-6 space-y-4 text-lead text-text-muted">
            {content.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <Button size="lg" opens={opens} className="mt-8">
            {content.cta}
          </Button>
        </div>
        <ol className="relative space-y-8 border-l-2 border-accent/40 pl-8">
          {content.milestones.map((m) => (
            <li key={m.year + m.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[41px] size-4 rounded-circle border-4 border-paper-2 bg-accent"
              />
              <p className="tabular text-small font-bold text-accent-ink">{m.year}</p>
              <h3 className="mt-1 text-h4 text-ink">{m.title}</h3>
              <p className="mt-1 text-text-muted">{m.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
