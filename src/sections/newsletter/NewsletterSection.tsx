import { Glow } from '@/components/primitives/Glow'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { NewsletterContent } from '@/content/types'
import { lazyNamed, OnDemand, type Preloadable } from '@/lib/delivery'

export interface NewsletterSectionProps {
  content: NewsletterContent
  onSubmitted?: () => void
  id?: string
}

// the form (and react-hook-form) loads after the first screen; the placeholder keeps its size,
// and a form whose code fails to load twice shows the notice in its place, not a blank band
const NewsletterForm = lazyNamed(
  () => import('@/components/forms/NewsletterForm'),
  'NewsletterForm',
)

/** The form's code, for the pages that list it among their bands (docs/moving.md). */
export const newsletterFormCode: Preloadable = NewsletterForm

/** spec §2.5 (10): "Leave us your email", one e-mail field and Submit. */
export function NewsletterSection({ content, onSubmitted, id }: NewsletterSectionProps) {
  const { eyebrow, form: labels } = content
  return (
    // a form to fill in: nothing to do with it on paper
    <Section id={id} tone="light" rhythm="tight" className="print:hidden">
      <div className="relative overflow-hidden rounded-panel bg-ink px-6 py-10 text-text-inverse tablet:px-12 tablet:py-14">
        <Glow kind="band" />
        <div className="relative grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
          <div>
            <p className="mb-3 text-eyebrow text-accent uppercase">{eyebrow}</p>
            <SectionHeading tone="dark" title={labels.title} />
            <p className="mt-3 text-text-inverse-muted">{labels.subtitle}</p>
          </div>
          <OnDemand className="min-h-[7.5rem] compact:min-h-13">
            <NewsletterForm labels={labels} onSubmitted={onSubmitted} />
          </OnDemand>
        </div>
      </div>
    </Section>
  )
}
