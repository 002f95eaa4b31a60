import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button } from '@/components/primitives/Button'
import { IntroSection } from '@/components/band/IntroSection'
import { CompactSwap } from '@/components/primitives/Responsive'
import type { AboutPageContent } from '@/content/types'
import { scrollToSection } from '@/lib/scrollToSection'
import { firstSentence } from '@/lib/text'

export interface AboutIntroSectionProps {
  content: AboutPageContent['intro']
  /** the id "Meet Our Team" smooth-scrolls to */
  teamAnchor: string
  ctaIcon?: ReactNode
}

/**
 * spec §2.10 Intro: one button, "Meet Our Team", which smooth-scrolls to #team (instantly under
 * reduced motion). At 435 px or less the description is cut to its first sentence and the stats
 * stack (the mobile layout).
 */
export function AboutIntroSection({ content, teamAnchor, ctaIcon }: AboutIntroSectionProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const scrollToTeam = () => {
    const target = document.getElementById(teamAnchor)
    if (!target) return
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // its top right under the header, the bands on the way rendered first
    scrollToSection(target, { isReduced })
    // the address names the band through the router, so its entry (key, state) stays the router's
    navigate(
      { pathname: location.pathname, search: location.search, hash: `#${teamAnchor}` },
      { replace: true, state: location.state },
    )
  }
  return (
    <IntroSection
      glow="intro"
      breadcrumbs={content.breadcrumbs}
      eyebrow={content.eyebrow}
      title={content.title}
      lead={<CompactSwap compact={firstSentence(content.description)} full={content.description} />}
      actions={
        <Button size="lg" onClick={scrollToTeam}>
          {content.cta}
          {ctaIcon}
        </Button>
      }
      layout="figures"
      aside={
        <dl className="grid gap-4 compact:grid-cols-3 lg:grid-cols-1">
          {content.stats.map((stat) => (
            <div
              key={stat.number}
              className="rounded-card border border-paper-line bg-white p-5 shadow-card"
            >
              <dt className="tabular text-h3 font-extrabold text-accent-ink">{stat.number}</dt>
              <dd>
                <span className="block font-bold text-ink">{stat.title}</span>
                <span className="block text-small text-text-muted">{stat.description}</span>
              </dd>
            </div>
          ))}
        </dl>
      }
    />
  )
}
