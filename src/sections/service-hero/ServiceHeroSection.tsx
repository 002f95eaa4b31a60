import type { ReactNode } from 'react'
import { Button } from '@/components/primitives/Button'
import { IntroSection } from '@/components/band/IntroSection'
import { CompactSwap } from '@/components/primitives/Responsive'
import type { ServiceHeroContent } from '@/content/types'
import { firstSentence } from '@/lib/text'

export interface ServiceHeroSectionProps {
  content: ServiceHeroContent
  /** extra content under the stats */
  children?: ReactNode
}

/**
 * spec §2.4 Service intro / hero: breadcrumbs, title, description, "Get started" (the booking
 * popup) and "Consultation" (the consultation popup), stat blocks, and the art of the AI or the IT services. At 435 px or less the
 * description is cut to its first sentence and a "Transform Your Business Operations" title
 * becomes "AI-Powered Automation Solutions".
 */
export function ServiceHeroSection({ content, children }: ServiceHeroSectionProps) {
  return (
    <IntroSection
      glow="intro"
      breadcrumbs={content.breadcrumbs}
      title={<CompactSwap compact={content.compactTitle ?? content.title} full={content.title} />}
      lead={<CompactSwap compact={firstSentence(content.description)} full={content.description} />}
      actions={
        <>
          {/* they open the page's dialogs from the platform: on the first tap, before the app */}
          <Button size="lg" opens="booking">
            {content.primaryCta}
          </Button>
          <Button size="lg" variant="secondary" opens="consultation">
            {content.secondaryCta}
          </Button>
        </>
      }
      layout="media"
      aside={
        // eslint-disable-next-line jsx-a11y/alt-text -- its alt comes with it (ImageAsset.alt is required)
        <img
          {...content.image}
          fetchPriority="high"
          className="h-auto w-full rounded-panel bg-ink shadow-lift"
        />
      }
    >
      <dl className="mt-12 grid gap-6 border-t border-paper-line pt-8 compact:grid-cols-2">
        {content.stats.map((stat) => (
          <div key={stat.number} className="flex gap-4">
            <dt className="tabular text-h3 font-extrabold text-accent-ink">{stat.number}</dt>
            <dd>
              <span className="block font-bold text-ink">{stat.title}</span>
              <span className="block text-small text-text-muted">{stat.description}</span>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </IntroSection>
  )
}
