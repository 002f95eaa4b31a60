import { site } from '@/config/site'
import { aiSolutionsContent } from '@/content/aiSolutions'
import type { AiSolutionsPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { openGenericPopup } from '@/dialogs/genericPopup'
import { usePageMeta } from '@/lib/meta'
import { ConsultationBlock } from '@/pages/blocks/ConsultationBlock'
import { BelowFirstScreen, PortfolioBlock, PortfolioSection } from '@/pages/deferred'
import { demoPopup } from '@/pages/demoPopup'
import { AdvantagesSection } from '@/sections/advantages/AdvantagesSection'
import { OfferingsSection } from '@/sections/offerings/OfferingsSection'
import { ProcessFeaturesSection } from '@/sections/process-features/ProcessFeaturesSection'
import { ProcessSection } from '@/sections/process-steps/ProcessSection'
import { ServiceHeroSection } from '@/sections/service-hero/ServiceHeroSection'
import { TransformationSection } from '@/sections/transformation/TransformationSection'
import { VisualizationSection } from '@/sections/visualization/VisualizationSection'
import { servicePreview, type PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'
import { type Preloadable } from '@/lib/delivery'
import { consultationFormCode } from '@/components/forms/LazyConsultationForm'

const content: AiSolutionsPageContent = aiSolutionsContent

/** Its link preview card: the service's name, its promise, its art (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => servicePreview(socialCardLabels.service, content.hero, content.hero.image)
  : undefined

/**
 * The bands below its first screen with code of their own (each in an `<OnDemand>`): fetched with
 * the page before a tap, so nothing comes after it (docs/moving.md "What is fetched before the tap").
 */
export const bands = (): Preloadable[] => [PortfolioSection, consultationFormCode]

/** /ai-solutions (spec §2.7). */
export default function AiSolutionsPage() {
  usePageMeta(content.meta)
  return (
    <>
      <ServiceHeroSection content={content.hero} />
      <BelowFirstScreen>
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
        <ConsultationBlock content={content.consultation} formId="consultation-ai-solutions" />
        <ProcessFeaturesSection content={content.processFeatures} opens="booking" />
        <PortfolioBlock content={content.portfolio} />
      </BelowFirstScreen>
    </>
  )
}
