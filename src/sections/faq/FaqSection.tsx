import { Glyph } from '@/components/primitives/Icon'
import { JsonLd } from '@/components/primitives/JsonLd'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { FaqContent } from '@/content/types'
import { faqData } from '@/lib/structuredData'

export interface FaqSectionProps {
  content: FaqContent
  id?: string
}

/**
 * spec §2.9 FAQ (docs/product.md "IT solutions FAQ": the items expand and collapse, all collapsed at first): native
 * details/summary, so mouse, keyboard and screen readers work without script.
 */
export function FaqSection({ content, id }: FaqSectionProps) {
  return (
    <Section id={id} tone="light">
      <JsonLd data={faqData(content.items)} />
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading
          title={content.title}
          eyebrow={content.eyebrow}
          subtitle={content.subtitle}
        />
        <div className="divide-y divide-paper-line rounded-card border border-paper-line bg-white shadow-card">
          {content.items.map((item) => (
            <details key={item.id} id={item.id} className="group px-6">
              <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-5 text-lead font-bold text-ink [&::-webkit-details-marker]:hidden">
                {item.question}
                <Glyph
                  name="plus"
                  size={22}
                  className="shrink-0 text-accent-ink transition-transform duration-state group-open:rotate-45"
                />
              </summary>
              <p className="pb-6 text-text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  )
}
