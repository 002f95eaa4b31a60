import { ANCHORS } from '@/config/routes'
import { site } from '@/config/site'
import { forms } from '@/content/forms/en'
import { itSolutionsContent } from '@/content/itSolutions'
import type { ItSolutionsPageContent } from '@/content/types'
import { openGenericPopup } from '@/dialogs/genericPopup'
import { usePageMeta } from '@/lib/meta'
import { PortfolioBlock } from '@/pages/deferred'
import { demoPopup } from '@/pages/demoPopup'
import { ConsultationSection } from '@/sections/consultation/ConsultationSection'
import { FaqSection } from '@/sections/faq/FaqSection'
import { ProcessFeaturesSection } from '@/sections/process-features/ProcessFeaturesSection'
import { ResultsSection } from '@/sections/results/ResultsSection'
import { ServiceHeroSection } from '@/sections/service-hero/ServiceHeroSection'
import { TransformationSection } from '@/sections/transformation/TransformationSection'
import { VisualizationSection } from '@/sections/visualization/VisualizationSection'

const content: ItSolutionsPageContent = itSolutionsContent

/** /it-solutions (spec §2.9). */
export default function ItSolutionsPage() {
  usePageMeta(content.meta)
  return (
    <>
      <ServiceHeroSection content={content.hero} />
      <VisualizationSection
        content={content.visualization}
        opens="booking"
        onCardAction={(card) => openGenericPopup(demoPopup(card))}
      />
      <ProcessFeaturesSection content={content.processFeatures} opens="booking" />
      <TransformationSection content={content.transformation} opens="booking" />
      <ResultsSection
        content={content.results}
        demoHref={`#${ANCHORS.consultation}`}
        opens="booking"
      />
      <ConsultationSection
        id={ANCHORS.consultation}
        content={content.consultation}
        appointment={{ href: site.schedulerUrl, isNewTab: false }}
        labels={forms.request}
        alerts={forms.requestAlerts}
        formId="consultation-it-solutions"
        newTabLabel={forms.newTab}
      />
      <PortfolioBlock content={content.portfolio} />
      <FaqSection id="faq" content={content.faq} />
    </>
  )
}
