import { Glow } from '@/components/Glow'
import type { ReactNode } from 'react'
import type { HomeContent } from '@/content/types'
import { hydrationUnit } from '@/lib/hydrationMarks'

export interface HomeHeroSectionProps {
  content: HomeContent['hero']
  /** the call-to-action buttons */
  actions: ReactNode
  /** the partner strip slot (motion issue) */
  children?: ReactNode
}

/**
 * The home page's first screen: dark band, the hero message as the page's h1, and the art.
 * Visible in the prerendered HTML with no JavaScript and never faded in.
 */
export function HomeHeroSection({ content, actions, children }: HomeHeroSectionProps) {
  return (
    <section
      {...hydrationUnit}
      className="relative overflow-hidden bg-ink pt-28 pb-16 text-text-inverse tablet:pt-36 tablet:pb-24"
    >
      <Glow kind="hero" />
      <div className="container-site relative grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="mb-5 text-eyebrow text-accent uppercase">{content.eyebrow}</p>
          <h1 tabIndex={-1} className="text-display text-white">
            {content.title}
          </h1>
          <p className="mt-6 max-w-xl text-lead text-text-inverse-muted">{content.description}</p>
          <div className="mt-9 flex flex-wrap gap-3">{actions}</div>
          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-white/10 pt-8">
            {content.stats.map((stat) => (
              <div key={stat.title}>
                <dt className="sr-only">{stat.title}</dt>
                <dd>
                  <span className="tabular block text-2xl font-extrabold text-white tablet:text-3xl">
                    {stat.number}
                  </span>
                  <span className="mt-1 block text-sm font-semibold text-text-inverse">
                    {stat.title}
                  </span>
                  <span className="block text-xs text-text-inverse-muted">{stat.description}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative">
          <img
            src="/art/hero-ai.svg"
            width={1200}
            height={960}
            alt={content.imageAlt}
            fetchPriority="high"
            className="h-auto w-full rounded-[28px] border border-white/10"
          />
        </div>
      </div>
      {children && <div className="container-site relative mt-14">{children}</div>}
    </section>
  )
}
