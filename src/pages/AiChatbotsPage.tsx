import { ANCHORS } from '@/config/routes'
import { site } from '@/config/site'
import { aiChatbotsContent } from '@/content/aiChatbots'
import type { AiChatbotsPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { openGenericPopup } from '@/dialogs/genericPopup'
import { usePageMeta } from '@/lib/meta'
import { PortfolioBlock } from '@/pages/deferred'
import { demoPopup } from '@/pages/demoPopup'
import { AdvantagesSection } from '@/sections/advantages/AdvantagesSection'
import { ConsultationSection } from '@/sections/consultation/ConsultationSection'
import { ProcessSection } from '@/sections/process-steps/ProcessSection'
import { ServiceHeroSection } from '@/sections/service-hero/ServiceHeroSection'
import { VisualizationSection } from '@/sections/visualization/VisualizationSection'

const content: AiChatbotsPageContent = aiChatbotsContent

/** /ai-chatbots (DECISIONS "Routes the specification leaves open"). */
export default function AiChatbotsPage() {
  usePageMeta(content.meta)
  return (
    <>
      <ServiceHeroSection content={content.hero} />
      <AdvantagesSection content={content.hiddenCosts} opens="booking" />
      <ProcessSection
        content={content.process}
        opens="booking"
        schedulerUrl={site.schedulerUrl}
        newTabLabel={forms.newTab}
      />
      <VisualizationSection
        content={content.visualization}
        opens="booking"
        onCardAction={(card) => openGenericPopup(demoPopup(card))}
      />
      <ConsultationSection
        id={ANCHORS.consultation}
        content={content.consultation}
        appointment={{ href: site.schedulerUrl, isNewTab: false }}
        labels={forms.request}
        alerts={forms.requestAlerts}
        formId="consultation-ai-chatbots"
        newTabLabel={forms.newTab}
      />
      <PortfolioBlock content={content.portfolio} />
    </>
  )
}
