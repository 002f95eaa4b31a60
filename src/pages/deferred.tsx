import { useDeferredValue, type ReactNode } from 'react'
import type { PortfolioContent } from '@/content/types'
import { lazyNamed, OnDemand, useHasHydrated } from '@/lib/delivery'

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

/**
 * A page's bands below its first screen (docs/moving.md "The visible first, the rest after").
 * Rendered afresh (a page reached inside the site, or rendered ahead), they render in a pass of
 * their own after the first screen has committed: React's `useDeferredValue` with an initial
 * value gives the placeholder first (a screen's height, so the footer stays out of sight) and the
 * bands in the deferred render it schedules. Hydrating the prerendered HTML (and on the server),
 * they are there at once: the same tree.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const isHydrating = !useHasHydrated()
  const isShown = useDeferredValue(true, isHydrating ? undefined : false)
  return isShown ? children : <div aria-hidden="true" className="min-h-screen" />
}
