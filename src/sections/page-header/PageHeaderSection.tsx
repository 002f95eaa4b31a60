import type { ReactNode } from 'react'
import { IntroSection } from '@/components/band/IntroSection'
import type { PageIntro } from '@/content/types'

export interface PageHeaderSectionProps {
  content: PageIntro
  /** actions under the lead */
  children?: ReactNode
  className?: string
}

/** The first band of an inner page: breadcrumbs, the page's one h1, a lead and optional actions. */
export function PageHeaderSection({ content, children, className }: PageHeaderSectionProps) {
  const { breadcrumbs, title, eyebrow, lead } = content
  return (
    <IntroSection
      glow="intro"
      hasGrid
      breadcrumbs={breadcrumbs}
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      actions={children}
      className={className}
    />
  )
}
