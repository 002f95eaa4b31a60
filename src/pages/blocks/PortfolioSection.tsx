import { routes } from '@/config/routes'
import { featuredProjects } from '@/content/portfolio'
import type { PortfolioContent } from '@/content/types'
import { FeaturedProjectsSection } from '@/sections/featured-projects/FeaturedProjectsSection'

/**
 * The portfolio block of the inner pages: the four featured projects (English copy of the home
 * page) and "View all". Its own module, so the projects' data loads with the widget, not first.
 */
export function PortfolioSection({ content }: { content: PortfolioContent }) {
  return (
    <FeaturedProjectsSection
      content={{ ...content, items: featuredProjects }}
      viewAllHref={routes.cases.href}
      projectHref={routes.casePage.href}
    />
  )
}
