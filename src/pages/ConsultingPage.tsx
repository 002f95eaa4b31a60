import { ANCHORS } from '@/config/routes'
import { site } from '@/config/site'
import { consultingContent } from '@/content/consulting'
import type { ConsultingPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { usePageMeta } from '@/lib/meta'
import { ConsultationSection } from '@/sections/consultation/ConsultationSection'
import { ConsultingIntroSection } from '@/sections/consulting-intro/ConsultingIntroSection'
import { CostCardsSection } from '@/sections/cost-cards/CostCardsSection'
import { MethodologySection } from '@/sections/methodology/MethodologySection'
import { OnDemand } from '@/lib/delivery'
import { ClientStoriesSection } from '@/pages/deferred'

const content: ConsultingPageContent = consultingContent

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
      <MethodologySection
        content={content.methodology}
        opens="booking"
        schedulerUrl={site.schedulerUrl}
        newTabLabel={forms.newTab}
      />
      <CostCardsSection content={content.costs} opens="booking" />
      {/* DECISIONS: "See client stories" scrolls to the clients' own words */}
      <OnDemand anchor={ANCHORS.clientStories}>
        <ClientStoriesSection id={ANCHORS.clientStories} />
      </OnDemand>
      <ConsultationSection
        id={ANCHORS.consultingBooking}
        content={content.booking}
        appointment={{ href: site.schedulerUrl, isNewTab: true }}
        labels={forms.request}
        alerts={forms.requestAlerts}
        formId="consulting-booking"
        newTabLabel={forms.newTab}
      />
    </>
  )
}
