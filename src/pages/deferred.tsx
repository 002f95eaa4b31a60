import { startTransition, useEffect, useState, type ReactNode } from 'react'
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
 * Rendered afresh (a page reached inside the site), the first commit holds a screen-high
 * placeholder (the footer stays out of sight), and the bands render in a transition of their own
 * once the page shows (an effect starts it: a page rendered ahead, hidden, runs none, so its
 * reveal commits its first screen alone too). Not `useDeferredValue`: in a transition it returns
 * the new value at once, so a page rendered ahead whose deferred pass had not finished rendered all
 * its bands in the reveal (measured in docs/measurements.md). Hydrating the prerendered HTML (and
 * on the server), they are there at once: the same tree.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const isHydrating = !useHasHydrated()
  const [isShown, setShown] = useState(isHydrating)
  useEffect(() => {
    if (!isShown) startTransition(() => setShown(true))
  }, [isShown])
  return isShown ? children : <div aria-hidden="true" className="min-h-screen" />
}
