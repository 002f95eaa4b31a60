import type { ServiceHeroContent } from '@/content/types'

// spec §2.4: lines a reusable section shows on every page that uses it, written once

/** The service hero's two buttons (AI solutions, AI chatbots, IT solutions). */
export const serviceHeroCtas = {
  primaryCta: 'Get started',
  secondaryCta: 'Consultation',
} as const satisfies Pick<ServiceHeroContent, 'primaryCta' | 'secondaryCta'>

/** The button of the hidden-costs and cost-card bands. */
export const GET_STARTED_TODAY = 'Get started today'

/** The transformation steps band's title (AI solutions, IT solutions). */
export const TRANSFORMATION_TITLE = 'Start Upgrading Your IT—No Hassle Required'
