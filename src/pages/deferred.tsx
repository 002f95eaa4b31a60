import { lazy, Suspense, type ReactNode } from 'react'
import { routes } from '@/config/routes'
import { featuredProjects } from '@/content/portfolio'
import type { PortfolioContent } from '@/content/types'

// Widgets below the first screen load after it: their HTML is prerendered all the same, and they
// hydrate when their code (and framer-motion, Embla, …) arrives.
export const FeaturedProjectsSection = lazy(() =>
  import('@/sections/featured-projects/FeaturedProjectsSection').then((m) => ({
    default: m.FeaturedProjectsSection,
  })),
)
export const IndustriesStackSection = lazy(() =>
  import('@/sections/industries/IndustriesStackSection').then((m) => ({
    default: m.IndustriesStackSection,
  })),
)
export const IndustriesSliderSection = lazy(() =>
  import('@/sections/industries/IndustriesSliderSection').then((m) => ({
    default: m.IndustriesSliderSection,
  })),
)
export const TestimonialsSection = lazy(() =>
  import('@/sections/testimonials/TestimonialsSection').then((m) => ({
    default: m.TestimonialsSection,
  })),
)
export const AboutCardsSection = lazy(() =>
  import('@/sections/about-cards/AboutCardsSection').then((m) => ({
    default: m.AboutCardsSection,
  })),
)
export const TeamSliderSection = lazy(() =>
  import('@/sections/team-slider/TeamSliderSection').then((m) => ({
    default: m.TeamSliderSection,
  })),
)

/** The boundary around a deferred widget; the placeholder only shows on client-side navigation. */
export function Deferred({
  children,
  className = 'min-h-[40rem] bg-ink',
}: {
  children: ReactNode
  className?: string
}) {
  return <Suspense fallback={<div aria-hidden="true" className={className} />}>{children}</Suspense>
}

/** The portfolio block of the inner pages: the four featured projects and "View all" (deferred). */
export function PortfolioBlock({ content }: { content: PortfolioContent }) {
  return (
    <Deferred>
      <FeaturedProjectsSection
        projects={featuredProjects}
        {...content}
        viewAllHref={routes.cases.href}
        projectHref={routes.casePage.href}
      />
    </Deferred>
  )
}
