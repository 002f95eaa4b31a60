import { ANCHORS } from '@/config/routes'
import { site } from '@/config/site'
import { aiSolutionsContent } from '@/content/aiSolutions'
import type { AiSolutionsPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { openGenericPopup } from '@/dialogs/genericPopup'
import { usePageMeta } from '@/lib/meta'
import { PortfolioBlock } from '@/pages/deferred'
import { demoPopup } from '@/pages/demoPopup'
import { AdvantagesSection } from '@/sections/advantages/AdvantagesSection'
import { ConsultationSection } from '@/sections/consultation/ConsultationSection'
import { OfferingsSection } from '@/sections/offerings/OfferingsSection'
import { ProcessFeaturesSection } from '@/sections/process-features/ProcessFeaturesSection'
import { ProcessSection } from '@/sections/process-steps/ProcessSection'
import { ServiceHeroSection } from '@/sections/service-hero/ServiceHeroSection'
import { TransformationSection } from '@/sections/transformation/TransformationSection'
import { VisualizationSection } from '@/sections/visualization/VisualizationSection'

const content: AiSolutionsPageContent = aiSolutionsContent

/** /ai-solutions (spec §2.7). */
export default function AiSolutionsPage() {
  usePageMeta(content.meta)
  return (
    <>
      <ServiceHeroSection content={content.hero} />
      <OfferingsSection content={content.offerings} />
      <AdvantagesSection content={content.hiddenCosts} opens="booking" />
      <ProcessSection
        content={content.process}
        opens="booking"
        schedulerUrl={site.schedulerUrl}
        newTabLabel={forms.newTab}
      />
      <TransformationSection content={content.transformation} opens="booking" />
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
        formId="consultation-ai-solutions"
        newTabLabel={forms.newTab}
      />
      <ProcessFeaturesSection content={content.processFeatures} opens="booking" />
      <PortfolioBlock content={content.portfolio} />
    </>
  )
}
