import { ButtonLink } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { useAnchorOpener } from '@/dialogs/useAnchorOpener'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { ResultsContent } from '@/content/types'

export interface ResultsSectionProps {
  content: ResultsContent
  /** "Book a demo" links to #consultation and also opens the popup (spec §2.9) */
  demoHref: string
  opens: DialogId
  id?: string
}

/** spec §2.9 Results: "80% fewer support tickets", "2x faster response", "Seamless scaling". */
export function ResultsSection({ content, demoHref, opens, id }: ResultsSectionProps) {
  const openWithAnchor = useAnchorOpener(opens)
  return (
    <Section id={id} tone="tint">
      <SectionHeading title={content.title} eyebrow={content.eyebrow} subtitle={content.subtitle} />
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {content.items.map((item) => (
          <li
            key={item.id}
            className="rounded-card border border-paper-line bg-white p-7 shadow-card"
          >
            <h3 className="text-h3 font-extrabold text-ink">
              {item.figure && <span className="tabular text-accent-ink">{item.figure} </span>}
              {item.label}
            </h3>
            <p className="mt-3 text-text-muted">{item.description}</p>
          </li>
        ))}
      </ul>
      <ButtonLink href={demoHref} onClick={openWithAnchor} size="lg" className="mt-10">
        {content.cta}
      </ButtonLink>
    </Section>
  )
}
