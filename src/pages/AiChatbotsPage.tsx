import { site } from '@/config/site'
import { aiChatbotsContent } from '@/content/aiChatbots'
import type { AiChatbotsPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { openGenericPopup } from '@/dialogs/genericPopup'
import { usePageMeta } from '@/lib/meta'
import { ConsultationBlock } from '@/pages/blocks/ConsultationBlock'
import { BelowFirstScreen, PortfolioBlock, PortfolioSection } from '@/pages/deferred'
import { demoPopup } from '@/pages/demoPopup'
import { AdvantagesSection } from '@/sections/advantages/AdvantagesSection'
import { ProcessSection } from '@/sections/process-steps/ProcessSection'
import { ServiceHeroSection } from '@/sections/service-hero/ServiceHeroSection'
import { VisualizationSection } from '@/sections/visualization/VisualizationSection'
import { servicePreview, type PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'
import { type Preloadable } from '@/lib/delivery'
import { consultationFormCode } from '@/components/forms/LazyConsultationForm'

const content: AiChatbotsPageContent = aiChatbotsContent

/** Its link preview card: the service's name, its promise, its art (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => servicePreview(socialCardLabels.service, content.hero, content.hero.image)
  : undefined

/**
 * The bands below its first screen with code of their own (each in an `<OnDemand>`): fetched with
 * the page before a tap, so nothing comes after it (docs/moving.md "What is fetched before the tap").
 */
export const bands = (): Preloadable[] => [PortfolioSection, consultationFormCode]

/** /ai-chatbots (docs/product.md "Routes the specification leaves open"). */
export default function AiChatbotsPage() {
  usePageMeta(content.meta)
  return (
    <>
      <ServiceHeroSection content={content.hero} />
      <BelowFirstScreen>
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
        <ConsultationBlock content={content.consultation} formId="consultation-ai-chatbots" />
        <PortfolioBlock content={content.portfolio} />
      </BelowFirstScreen>
    </>
  )
}
