import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { Glyph } from '@/components/primitives/Icon'
import type { CaseGridContent } from '@/content/types'
import { Link } from '@/lib/moving'

export interface CaseGridSectionProps {
  content: CaseGridContent
}

/** spec §2.11: every card links to its case and shows image, category, title, description, "View more". */
export function CaseGridSection({ content }: CaseGridSectionProps) {
  const { items, moreLabel } = content
  return (
    <Section rhythm="trim">
      <ul className="grid gap-6 tablet:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <Link
              to={item.linkHref}
              className="group flex h-full flex-col overflow-hidden rounded-card border border-paper-line bg-white shadow-card transition-[translate,box-shadow] duration-hover ease-soft hover:-translate-y-1 hover:shadow-lift"
            >
              <img
                src={item.image.src}
                width={item.image.width}
                height={item.image.height}
                alt={item.image.alt}
                // the first card is on the first screen at every width: its image is the page's
                // largest paint, so it loads at once and first
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="aspect-[8/5] h-auto w-full bg-ink object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-eyebrow tracking-[0.14em] text-accent-ink uppercase">
                  {item.category}
                </p>
                <SectionHeading scale="card" className="mt-3" title={item.title} />
                <p className="mt-2 flex-1 text-text-muted">{item.description}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-signal-ink">
                  {moreLabel}
                  <Glyph
                    name="arrow-up-right"
                    size={18}
                    className="transition-transform duration-hover group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
