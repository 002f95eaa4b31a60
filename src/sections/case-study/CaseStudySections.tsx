import { Glyph } from '@/components/primitives/Icon'
import { Glow } from '@/components/primitives/Glow'
import { IntroSection } from '@/components/band/IntroSection'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { Button, ButtonLink } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import type { CaseConsultationContent, CaseStudy, CaseStudyContent } from '@/content/types'

/** spec §2.12 (1): breadcrumbs, title, description, three metrics and an optional logo. */
export function CaseStudyHeaderSection({ content }: { content: CaseStudyContent }) {
  const { study, breadcrumbs } = content
  return (
    <IntroSection
      glow="introWide"
      breadcrumbs={breadcrumbs}
      title={study.title}
      lead={study.description}
      layout="badge"
      aside={
        study.logo && (
          <img
            src={study.logo.src}
            width={study.logo.width}
            height={study.logo.height}
            alt={study.logo.alt}
            className="h-14 w-auto max-tablet:hidden"
          />
        )
      }
      footer={
        <dl className="mt-10 grid gap-4 tablet:grid-cols-3">
          {study.metrics.map((metric) => (
            <div
              key={metric.title}
              className="rounded-card border border-paper-line bg-white p-6 shadow-card"
            >
              <dt className="text-eyebrow tracking-[0.14em] text-text-muted uppercase">
                {metric.title}
              </dt>
              <dd className="mt-2 text-h4 font-bold text-ink">{metric.value}</dd>
            </div>
          ))}
        </dl>
      }
    />
  )
}

function Bullets({ items, isDark }: { items: readonly string[]; isDark?: boolean }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className={isDark ? 'flex gap-3 text-text-inverse' : 'flex gap-3 text-text'}>
          <Glyph
            name="check"
            size={20}
            className={isDark ? 'mt-1 shrink-0 text-accent' : 'mt-1 shrink-0 text-accent-ink'}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

function Figure({ image, className }: { image: CaseStudy['finalImage']; className?: string }) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      // the art is decoration: the printed case is its words
      className={`h-auto w-full rounded-frame bg-ink object-cover shadow-lift print:hidden ${className ?? ''}`}
    />
  )
}

/** spec §2.12 (2–6): company, solution, benefits with three metrics, optional highlight, final image. */
export function CaseStudyBodySection({ content }: { content: CaseStudyContent }) {
  const { study, highlightLabel } = content
  const split = 'grid items-center gap-10 lg:grid-cols-2'
  return (
    <>
      <Section containerClassName={split}>
        <Figure image={study.companyDescription.image} />
        <div>
          <SectionHeading title={study.companyDescription.title} />
          <p className="mt-5 text-lead text-text-muted">{study.companyDescription.text}</p>
        </div>
      </Section>
      <Section tone="dark" containerClassName={split}>
        <div>
          <SectionHeading tone="dark" title={study.solution.title} />
          <Bullets items={study.solution.text} isDark />
        </div>
        <Figure image={study.solution.image} />
      </Section>
      <Section tone="tint">
        <SectionHeading title={study.benefits.title} />
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
          <Bullets items={study.benefits.text} />
          <dl className="mt-6 grid gap-4 compact:grid-cols-3 lg:grid-cols-1">
            {study.benefits.metrics.map((metric) => (
              <div key={metric.title} className="rounded-card bg-white p-6 shadow-card">
                <dt className="sr-only">{metric.title}</dt>
                <dd>
                  <span className="tabular block text-h2 font-extrabold text-accent-ink">
                    {metric.number}
                  </span>
                  <span aria-hidden="true" className="mt-1 block font-semibold text-ink">
                    {metric.title}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {study.highlight && (
          <figure className="mt-14 rounded-panel bg-ink p-8 text-text-inverse tablet:p-12 print:border print:border-paper-line">
            <figcaption className="text-eyebrow text-accent uppercase">{highlightLabel}</figcaption>
            <blockquote className="mt-4 text-h3 font-bold text-white">{study.highlight}</blockquote>
          </figure>
        )}
      </Section>
      <Section className="print:hidden">
        <Figure image={study.finalImage} />
      </Section>
    </>
  )
}

export interface CaseConsultationSectionProps {
  content: CaseConsultationContent
  /** the scheduler in a new tab, unless it `opens` a dialog (ai-chatbot-travel opens the popup) */
  schedulerUrl: string
  opens?: DialogId
}

/** spec §2.12 Consultation block. */
export function CaseConsultationSection({
  content,
  schedulerUrl,
  opens,
}: CaseConsultationSectionProps) {
  const { title, text, cta, newTab: newTabLabel } = content
  return (
    // an invitation to book: nothing to do with it on paper
    <Section className="print:hidden">
      <div className="relative overflow-hidden rounded-panel bg-ink px-6 py-12 text-center text-text-inverse tablet:px-12 tablet:py-16">
        <Glow kind="spotlight" />
        <SectionHeading tone="dark" align="center" className="relative max-w-2xl" title={title} />
        <p className="relative mx-auto mt-4 max-w-xl text-text-inverse-muted">{text}</p>
        <div className="relative mt-8">
          {opens ? (
            <Button size="lg" opens={opens}>
              {cta}
            </Button>
          ) : (
            <ButtonLink href={schedulerUrl} isExternal size="lg">
              {cta}
              <Glyph name="external-link" size={18} />
              <span className="sr-only">({newTabLabel})</span>
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  )
}
