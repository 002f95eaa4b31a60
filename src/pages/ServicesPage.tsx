import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { formsContent } from '@/content/forms'
import { featuredProjects } from '@/content/portfolio'
import { servicesContent } from '@/content/services'
import type { ServicesPageContent } from '@/content/types'
import { usePopups } from '@/hooks/usePopups'
import { usePageMeta } from '@/lib/meta'
import { Deferred, FeaturedProjectsSection } from '@/pages/deferred'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import { ProcessSection } from '@/sections/process-steps/ProcessSection'
import { SolutionCardsSection } from '@/sections/solutions/SolutionCardsSection'

const content: ServicesPageContent = servicesContent

/** /services (spec §2.6): solution cards, a portfolio block, and how an engagement runs. */
export default function ServicesPage() {
  const popups = usePopups()
  usePageMeta(content.meta)
  return (
    <>
      <PageHeaderSection {...content.intro} />
      <SolutionCardsSection content={content.solutions} />
      <Deferred>
        <FeaturedProjectsSection
          projects={featuredProjects}
          {...content.portfolio}
          viewAllHref={routes.cases.href}
          projectHref={routes.casePage.href}
        />
      </Deferred>
      <ProcessSection
        content={content.process}
        onPrimary={popups.openBooking}
        schedulerUrl={site.schedulerUrl}
        newTabLabel={formsContent.en.newTab}
      />
    </>
  )
}
