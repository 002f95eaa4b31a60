import { ANCHORS } from '@/config/routes'
import { site } from '@/config/site'
import { consultingContent } from '@/content/consulting'
import type { ConsultingPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { usePageMeta } from '@/lib/meta'
import { ConsultationBlock } from '@/pages/blocks/ConsultationBlock'
import { ConsultingIntroSection } from '@/sections/consulting-intro/ConsultingIntroSection'
import { CostCardsSection } from '@/sections/cost-cards/CostCardsSection'
import { MethodologySection } from '@/sections/methodology/MethodologySection'
import { OnDemand, type Preloadable } from '@/lib/delivery'
import { BelowFirstScreen, ClientStoriesSection } from '@/pages/deferred'
import { servicePreview, type PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'
import { heroArt } from '@/content/heroArt'
import { consultationFormCode } from '@/components/forms/LazyConsultationForm'

const content: ConsultingPageContent = consultingContent

/** Its link preview card: the service's name, its promise, its art (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => servicePreview(socialCardLabels.service, content.intro, heroArt.ai)
  : undefined

/**
 * The bands below its first screen with code of their own (each in an `<OnDemand>`): fetched with
 * the page before a tap, so nothing comes after it (docs/moving.md "What is fetched before the tap").
 */
export const bands = (): Preloadable[] => [ClientStoriesSection, consultationFormCode]

/** /consulting (spec §2.8). */
export default function ConsultingPage() {
  usePageMeta(content.meta)
  return (
    <>
      <ConsultingIntroSection
        content={content.intro}
        primaryHref={site.schedulerUrl}
        storiesHref={`#${ANCHORS.clientStories}`}
        opens="booking"
        newTabLabel={forms.newTab}
      />
      <BelowFirstScreen>
        <MethodologySection
          content={content.methodology}
          opens="booking"
          schedulerUrl={site.schedulerUrl}
          newTabLabel={forms.newTab}
        />
        <CostCardsSection content={content.costs} opens="booking" />
        {/* docs/product.md: "See client stories" scrolls to the clients' own words */}
        <OnDemand anchor={ANCHORS.clientStories}>
          <ClientStoriesSection id={ANCHORS.clientStories} />
        </OnDemand>
        <ConsultationBlock
          id={ANCHORS.consultingBooking}
          content={content.booking}
          formId="consulting-booking"
          isNewTab
        />
      </BelowFirstScreen>
    </>
  )
}
