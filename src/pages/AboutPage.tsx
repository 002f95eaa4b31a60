import { Glyph } from '@/components/primitives/Icon'
import { ANCHORS } from '@/config/routes'
import { aboutContent } from '@/content/about'
import type { AboutPageContent } from '@/content/types'
import { teamMembers } from '@/content/team'
import { usePageMeta } from '@/lib/meta'
import { OnDemand, type Preloadable } from '@/lib/delivery'
import { BelowFirstScreen, TeamSliderSection } from '@/pages/deferred'
import { AboutIntroSection } from '@/sections/about-intro/AboutIntroSection'
import { PrinciplesSection } from '@/sections/principles/PrinciplesSection'
import { StorySection } from '@/sections/story/StorySection'

const content: AboutPageContent = aboutContent

/**
 * The bands below its first screen with code of their own (each in an `<OnDemand>`): fetched with
 * the page before a tap, so nothing comes after it (docs/moving.md "What is fetched before the tap").
 */
export const bands = (): Preloadable[] => [TeamSliderSection]

/** /about-us (spec §2.10). */
export default function AboutPage() {
  usePageMeta(content.meta)
  return (
    <>
      <AboutIntroSection
        content={content.intro}
        teamAnchor={ANCHORS.team}
        ctaIcon={<Glyph name="arrow-down" size={18} />}
      />
      <BelowFirstScreen>
        <PrinciplesSection content={content.principles} variant="principles" />
        <StorySection content={content.story} opens="booking" />
        <OnDemand anchor={ANCHORS.team} className="min-h-[44rem] bg-paper">
          <TeamSliderSection
            id={ANCHORS.team}
            content={{ ...content.team, members: teamMembers }}
          />
        </OnDemand>
        <PrinciplesSection content={content.achievements} variant="achievements" />
      </BelowFirstScreen>
    </>
  )
}
