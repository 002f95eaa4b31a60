import type { SocialCardLabels } from '@/content/types'

/** The eyebrows of the link preview cards (the inner pages are in English; a home page's card
 * takes its eyebrow from its own hero). */
export const socialCardLabels = {
  caseStudy: 'Case study',
  caseStudies: 'Case studies',
  service: 'Service',
  legal: 'Legal',
  company: 'Company',
} satisfies SocialCardLabels
