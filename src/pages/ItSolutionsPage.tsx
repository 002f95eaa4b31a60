import { ANCHORS } from '@/config/routes'
import { itSolutionsContent } from '@/content/itSolutions'
import type { ItSolutionsPageContent } from '@/content/types'
import { openGenericPopup } from '@/dialogs/genericPopup'
import { usePageMeta } from '@/lib/meta'
import { ConsultationBlock } from '@/pages/blocks/ConsultationBlock'
import { BelowFirstScreen, PortfolioBlock, PortfolioSection } from '@/pages/deferred'
import { demoPopup } from '@/pages/demoPopup'
import { FaqSection } from '@/sections/faq/FaqSection'
import { ProcessFeaturesSection } from '@/sections/process-features/ProcessFeaturesSection'
import { ResultsSection } from '@/sections/results/ResultsSection'
import { ServiceHeroSection } from '@/sections/service-hero/ServiceHeroSection'
import { TransformationSection } from '@/sections/transformation/TransformationSection'
import { VisualizationSection } from '@/sections/visualization/VisualizationSection'
import { servicePreview, type PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'
import { type Preloadable } from '@/lib/delivery'
import { consultationFormCode } from '@/components/forms/LazyConsultationForm'

const content: ItSolutionsPageContent = itSolutionsContent

/** Its link preview card: the service's name, its promise, its art (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => servicePreview(socialCardLabels.service, content.hero, content.hero.image)
  : undefined

/**
 * The bands below its first screen with code of their own (each in an `<OnDemand>`): fetched with
 * the page before a tap, so nothing comes after it (docs/moving.md "What is fetched before the tap").
 */
export const bands = (): Preloadable[] => [PortfolioSection, consultationFormCode]

/** /it-solutions (spec §2.9). */
export default function ItSolutionsPage() {
  usePageMeta(content.meta)
  return (
    <>
      <ServiceHeroSection content={content.hero} />
      <BelowFirstScreen>
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
        <ConsultationBlock content={content.consultation} formId="consultation-it-solutions" />
        <PortfolioBlock content={content.portfolio} />
        <FaqSection id="faq" content={content.faq} />
      </BelowFirstScreen>
    </>
  )
}
