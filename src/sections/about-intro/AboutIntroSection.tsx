import { Glow } from '@/components/Glow'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { Button } from '@/components/Button'
import { CompactSwap } from '@/components/Responsive'
import type { AboutPageContent } from '@/content/types'
import { scrollToSection } from '@/lib/scrollToSection'
import { firstSentence } from '@/lib/text'
import { hydrationUnit } from '@/lib/hydrationMarks'

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
    <section
      {...hydrationUnit}
      className="relative overflow-hidden bg-paper pt-28 pb-16 tablet:pt-36 tablet:pb-24"
    >
      <Glow kind="intro" />
      <div className="container-site relative">
        <Breadcrumbs {...content.breadcrumbs} />
        <div className="mt-8 grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-end">
          <div>
            {content.eyebrow && (
              <p className="mb-4 text-eyebrow text-accent-ink uppercase">{content.eyebrow}</p>
            )}
            <h1 tabIndex={-1} className="text-h1 text-ink">
              {content.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lead text-text-muted">
              <CompactSwap
                compact={firstSentence(content.description)}
                full={content.description}
              />
            </p>
            <Button size="lg" onClick={scrollToTeam} className="mt-8">
              {content.cta}
              {ctaIcon}
            </Button>
          </div>
          <dl className="grid gap-4 compact:grid-cols-3 lg:grid-cols-1">
            {content.stats.map((stat) => (
              <div
                key={stat.number}
                className="rounded-card border border-paper-line bg-white p-5 shadow-card"
              >
                <dt className="tabular text-3xl font-extrabold text-accent-ink">{stat.number}</dt>
                <dd>
                  <span className="block font-bold text-ink">{stat.title}</span>
                  <span className="block text-sm text-text-muted">{stat.description}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}
