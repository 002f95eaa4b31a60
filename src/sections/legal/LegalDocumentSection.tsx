import { Section, SectionPart } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { cn } from '@/lib/cn'
import type { LegalPageContent } from '@/content/types'

export interface LegalDocumentSectionProps {
  content: LegalPageContent
}

/** The body of a legal page: date, intro, a table of contents and numbered sections. */
export function LegalDocumentSection({ content }: LegalDocumentSectionProps) {
  const { document, labels } = content
  const { updated: updatedLabel, contents: contentsLabel } = labels
  return (
    <Section rhythm="trim" containerClassName="grid gap-12 lg:grid-cols-[280px_1fr]">
      <nav aria-label={contentsLabel} className="lg:sticky lg:top-28 lg:self-start">
        <p className="mb-3 text-eyebrow text-text-muted uppercase">{contentsLabel}</p>
        <ol className="space-y-1.5 text-small">
          {document.sections.map((s, i) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="text-text-muted underline-offset-4 hover:text-ink hover:underline"
              >
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl text-body text-text">
        <p className="text-small font-semibold text-text-muted">
          {updatedLabel} {document.lastUpdated}
        </p>
        {document.intro.map((p) => (
          <p key={p} className="mt-5">
            {p}
          </p>
        ))}
        {document.sections.map((s, i) => (
          <SectionPart
            key={s.id}
            id={s.id}
            // plain text parts render when near; a part with links renders at once (tools
            // that measure skipped content, such as axe's target-size rule, read its links as 0 px)
            className={cn(
              'mt-12 scroll-mt-28',
              s.blocks.every((b) => b.kind !== 'links') && 'render-near-viewport',
            )}
          >
            <SectionHeading
              scale="part"
              id={`${s.id}-heading`}
              title={
                <>
                  {i + 1}. {s.heading}
                </>
              }
            />
            {s.blocks.map((block, j) => {
              const key = `${s.id}-${j}`
              if (block.kind === 'paragraph') {
                return (
                  <p key={key} className="mt-4">
                    {block.text}
                  </p>
                )
              }
              if (block.kind === 'list') {
                return (
                  <ul key={key} className="mt-4 list-disc space-y-2 pl-6 marker:text-accent-ink">
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )
              }
              return (
                <ul key={key} className="mt-4 space-y-2 pl-6">
                  {block.items.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        target={item.href.startsWith('/') ? undefined : '_blank'}
                        rel={item.href.startsWith('/') ? undefined : 'noopener noreferrer'}
                        className="font-semibold text-signal-ink underline underline-offset-4"
                      >
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )
            })}
          </SectionPart>
        ))}
      </article>
    </Section>
  )
}
