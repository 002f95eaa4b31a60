import type { ReactNode } from 'react'
import { IntroSection } from '@/components/band/IntroSection'
import type { HomeContent } from '@/content/types'

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
    <IntroSection
      tone="dark"
      glow="hero"
      scale="display"
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.description}
      actions={actions}
      layout="hero"
      aside={
        // the art is decoration, and a page of ink on paper: the printed hero is its words
        <div className="relative print:hidden">
          {/* eslint-disable-next-line jsx-a11y/alt-text -- the image's alt comes with it (ImageAsset.alt is required) */}
          <img
            {...content.image}
            fetchPriority="high"
            className="h-auto w-full rounded-panel border border-white/10"
          />
        </div>
      }
      footer={children && <div className="mt-14">{children}</div>}
    >
      <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-white/10 pt-8">
        {content.stats.map((stat) => (
          <div key={stat.title}>
            <dt className="sr-only">{stat.title}</dt>
            <dd>
              <span className="tabular block text-h3 font-extrabold text-white">{stat.number}</span>
              <span className="mt-1 block text-small font-semibold text-text-inverse">
                {stat.title}
              </span>
              <span className="block text-caption text-text-inverse-muted">{stat.description}</span>
            </dd>
          </div>
        ))}
      </dl>
    </IntroSection>
  )
}
