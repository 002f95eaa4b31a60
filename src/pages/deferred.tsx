import type { PortfolioContent } from '@/content/types'
import { lazyNamed, OnDemand } from '@/lib/delivery'

// Widgets below the first screen load after it: their HTML is prerendered all the same, and they
// hydrate when their code (and framer-motion, Embla, …) arrives (each inside an `<OnDemand>`,
// from @/lib/delivery).

export const FeaturedProjectsSection = lazyNamed(
  () => import('@/sections/featured-projects/FeaturedProjectsSection'),
  'FeaturedProjectsSection',
)
export const IndustriesStackSection = lazyNamed(
  () => import('@/sections/industries/IndustriesStackSection'),
  'IndustriesStackSection',
)
export const IndustriesSliderSection = lazyNamed(
  () => import('@/sections/industries/IndustriesSliderSection'),
  'IndustriesSliderSection',
)
export const TestimonialsSection = lazyNamed(
  () => import('@/sections/testimonials/TestimonialsSection'),
  'TestimonialsSection',
)
export const AboutCardsSection = lazyNamed(
  () => import('@/sections/about-cards/AboutCardsSection'),
  'AboutCardsSection',
)
export const ClientStoriesSection = lazyNamed(
  () => import('@/pages/blocks/ClientStoriesSection'),
  'ClientStoriesSection',
)
export const PortfolioSection = lazyNamed(
  () => import('@/pages/blocks/PortfolioSection'),
  'PortfolioSection',
)
export const TeamSliderSection = lazyNamed(
  () => import('@/sections/team-slider/TeamSliderSection'),
  'TeamSliderSection',
)

/** The portfolio block of the inner pages: the four featured projects and "View all" (deferred). */
export function PortfolioBlock({ content }: { content: PortfolioContent }) {
  return (
    <OnDemand>
      <PortfolioSection content={content} />
    </OnDemand>
  )
}
