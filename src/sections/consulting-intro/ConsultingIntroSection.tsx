import { Glyph } from '@/components/primitives/Icon'
import { IntroSection } from '@/components/band/IntroSection'
import { ButtonLink } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { useAnchorOpener } from '@/dialogs/useAnchorOpener'
import type { ConsultingIntroContent } from '@/content/types'

export interface ConsultingIntroSectionProps {
  content: ConsultingIntroContent
  /** "Book Consultation": the scheduler, in a new tab */
  primaryHref: string
  /** "See client stories": the anchor it links to, and the dialog it also opens */
  storiesHref: string
  opens: DialogId
  newTabLabel: string
}

/**
 * spec §2.4 Consulting intro: breadcrumbs, title, description, "Book Consultation" (an external
 * link in a new tab), "See client stories", stats. At 435 px or less: the title
 * "Expert AI Consulting for Real Results" and the two fixed items replace title, description and
 * stats (CSS decides, so the prerendered HTML is right at every width); that copy is the content's
 * `compactTitle` and `compactItems`.
 */
export function ConsultingIntroSection({
  content,
  primaryHref,
  storiesHref,
  opens,
  newTabLabel,
}: ConsultingIntroSectionProps) {
  const primaryLabel = content.primaryCta
  const openWithAnchor = useAnchorOpener(opens)
  const title = (
    <>
      <span className="compact:hidden">{content.compactTitle}</span>
      <span className="max-compact:hidden">{content.title}</span>
    </>
  )
  return (
    <IntroSection
      glow="introWarm"
      breadcrumbs={content.breadcrumbs}
      title={title}
      lead={content.description}
      compactLead={
        <ol className="mt-6 grid gap-3 compact:hidden">
          {content.compactItems.map((item) => (
            <li
              key={item.number}
              className="flex items-center gap-3 rounded-tile bg-white p-4 shadow-card"
            >
              <span className="tabular text-h3 font-extrabold text-accent-ink">{item.number}</span>
              <span className="font-bold text-ink">{item.title}</span>
            </li>
          ))}
        </ol>
      }
      actions={
        <>
          <ButtonLink href={primaryHref} isExternal size="lg">
            {primaryLabel}
            <Glyph name="external-link" size={18} />
            <span className="sr-only">({newTabLabel})</span>
          </ButtonLink>
          <ButtonLink href={storiesHref} variant="secondary" size="lg" onClick={openWithAnchor}>
            {content.secondaryCta}
            <Glyph name="arrow-down" size={18} />
          </ButtonLink>
        </>
      }
    >
      <dl className="mt-12 grid gap-6 border-t border-paper-line pt-8 max-compact:hidden tablet:grid-cols-3">
        {content.stats.map((stat) => (
          <div key={stat.number}>
            <dt className="tabular text-h3 font-extrabold text-accent-ink">{stat.number}</dt>
            <dd>
              <span className="mt-1 block font-bold text-ink">{stat.title}</span>
              <span className="block text-small text-text-muted">{stat.description}</span>
            </dd>
          </div>
        ))}
      </dl>
    </IntroSection>
  )
}
