import { site } from '@/config/site'
import { forms } from '@/content/forms/en'
import { servicesContent } from '@/content/services'
import type { ServicesPageContent } from '@/content/types'
import { usePageMeta } from '@/lib/meta'
import { BelowFirstScreen, PortfolioBlock, PortfolioSection } from '@/pages/deferred'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import { ProcessSection } from '@/sections/process-steps/ProcessSection'
import { SolutionCardsSection } from '@/sections/solutions/SolutionCardsSection'
import { servicePreview, type PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'
import { heroArt } from '@/content/heroArt'
import { type Preloadable } from '@/lib/delivery'

const content: ServicesPageContent = servicesContent

/** Its link preview card: the service's name, its promise, its art (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => servicePreview(socialCardLabels.service, content.intro, heroArt.ai)
  : undefined

/**
 * The bands below its first screen with code of their own (each in an `<OnDemand>`): fetched with
 * the page before a tap, so nothing comes after it (docs/moving.md "What is fetched before the tap").
 */
export const bands = (): Preloadable[] => [PortfolioSection]

/** /services (spec §2.6): solution cards, a portfolio block, and how an engagement runs. */
export default function ServicesPage() {
  usePageMeta(content.meta)
  return (
    <>
      <PageHeaderSection content={content.intro} />
      <BelowFirstScreen>
        <SolutionCardsSection content={content.solutions} />
        <PortfolioBlock content={content.portfolio} />
        <ProcessSection
          content={content.process}
          opens="booking"
          schedulerUrl={site.schedulerUrl}
          newTabLabel={forms.newTab}
        />
      </BelowFirstScreen>
    </>
  )
}
