import { lazy } from 'react'
import { Deferred } from '@/components/Deferred'
import type { PortfolioContent } from '@/content/types'

// Widgets below the first screen load after it: their HTML is prerendered all the same, and they
// hydrate when their code (and framer-motion, Embla, …) arrives.
export { Deferred }

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
export const ClientStoriesSection = lazy(() =>
  import('@/pages/blocks/ClientStoriesSection').then((m) => ({
    default: m.ClientStoriesSection,
  })),
)
const PortfolioSection = lazy(() =>
  import('@/pages/blocks/PortfolioSection').then((m) => ({
    default: m.PortfolioSection,
  })),
)
export const TeamSliderSection = lazy(() =>
  import('@/sections/team-slider/TeamSliderSection').then((m) => ({
    default: m.TeamSliderSection,
  })),
)

/** The portfolio block of the inner pages: the four featured projects and "View all" (deferred). */
export function PortfolioBlock({ content }: { content: PortfolioContent }) {
  return (
    <Deferred>
      <PortfolioSection content={content} />
    </Deferred>
  )
}
