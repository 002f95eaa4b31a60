import type { CaseConsultationContent } from '@/content/types'

/** Copy the case detail page adds around each case study. */
export const caseLabels = {
  casesCrumb: 'Cases',
  highlight: 'Key result',
  consultation: {
    title: 'Want results like these?',
    text: 'Book a free 30-minute consultation. An engineer maps where AI saves your team time, and what it would cost.',
    cta: 'Book a free consultation',
    newTab: 'opens in a new tab',
  },
} as const satisfies {
  casesCrumb: string
  highlight: string
  consultation: CaseConsultationContent
}
