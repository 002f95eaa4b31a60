import { startTransition, useState, type ReactNode } from 'react'
import { Button } from '@/components/primitives/Button'
import { IntroSection } from '@/components/band/IntroSection'
import { routes } from '@/config/routes'
import { partnerLogos } from '@/content/brandAssets'
import { casesPageContent } from '@/content/cases/caseList'
import { consultationLines } from '@/content/consultation'
import { industriesOf, projectsOf, testimonialsOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { homeFirst } from '@/content/home/en.first'
import { itSolutionsContent } from '@/content/itSolutions'
import { aboutContent } from '@/content/about'
import { teamMembers } from '@/content/team'
import { Popup } from '@/dialogs/Popup'
import { FaqSection } from '@/sections/faq/FaqSection'
import { FeaturedProjectsSection } from '@/sections/featured-projects/FeaturedProjectsSection'
import { IndustriesSliderSection } from '@/sections/industries/IndustriesSliderSection'
import { IndustriesStackSection } from '@/sections/industries/IndustriesStackSection'
import { OfferingsSection } from '@/sections/offerings/OfferingsSection'
import { PartnerStrip } from '@/sections/partners/PartnerStrip'
import { TeamSliderSection } from '@/sections/team-slider/TeamSliderSection'
import { TestimonialsSection } from '@/sections/testimonials/TestimonialsSection'
import { labCopy } from './copy'

const industries = { ...homeContent.industries, items: industriesOf(homeContent) }

/** The two pages the stage moves between: their first bands, as the site draws them. */
const PAGES = [
  {
    eyebrow: homeFirst.hero.eyebrow,
    title: homeFirst.hero.title,
    lead: homeFirst.hero.description,
  },
  { eyebrow: labCopy.casesEyebrow, title: casesPageContent.title, lead: casesPageContent.intro },
]

/**
 * A page entering as the site draws it (layout/SiteLayout.tsx): a React transition swaps two
 * pages' first bands inside an element marked `data-pages-enter`, so the new one enters
 * (`page-enter`, src/index.css, `duration-page`).
 */
function PageEnter() {
  // how many navigations so far: the page shown is the count's, and each one enters
  const [moves, setMoves] = useState(0)
  const page = PAGES[moves % PAGES.length]!
  const next = PAGES[(moves + 1) % PAGES.length]!
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3 bg-paper px-6 py-4">
        <Button onClick={() => startTransition(() => setMoves(moves + 1))}>
          {labCopy.goTo(next.title)}
        </Button>
        <span className="text-small text-text-muted">{labCopy.navigation}</span>
      </div>
      <div data-pages-enter={moves > 0 ? '' : undefined}>
        <IntroSection key={moves} glow="intro" {...page} />
      </div>
    </div>
  )
}

/** A popup of the site, opened and closed by the visitor. */
function PopupDemo() {
  const [isOpen, setOpen] = useState(false)
  return (
    <div className="grid min-h-[36rem] place-items-center bg-paper p-6">
      <Button size="lg" onClick={() => setOpen(true)}>
        {labCopy.openPopup}
      </Button>
      {isOpen && (
        <Popup
          title={consultationLines.formTitle}
          subtitle={consultationLines.formSubtitle}
          closeLabel={labCopy.close}
          onClose={() => setOpen(false)}
        >
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => setOpen(false)}>
              {homeFirst.hero.primaryCta}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setOpen(false)}>
              {homeFirst.hero.secondaryCta}
            </Button>
          </div>
        </Popup>
      )}
    </div>
  )
}

/** The navigation bar's sweep (index.html's `#navigation-progress`, shown while a page comes). */
function NavigationBar() {
  return (
    <div aria-hidden="true" className="h-1 overflow-hidden bg-accent/30">
      <div className="navigation-sweep h-full w-full bg-accent" />
    </div>
  )
}

/** Buttons, a card, a link, the FAQ's panels and the navigation bar. */
function Controls() {
  return (
    <div className="bg-paper">
      <NavigationBar />
      <div className="flex flex-wrap items-center gap-4 px-6 pt-8">
        <Button size="lg">{homeFirst.hero.primaryCta}</Button>
        <Button size="lg" variant="secondary">
          {homeFirst.hero.secondaryCta}
        </Button>
        <Button variant="link">{casesPageContent.moreLabel}</Button>
      </div>
      <OfferingsSection content={homeContent.services} />
      <FaqSection content={itSolutionsContent.faq} />
    </div>
  )
}

/** What each stage draws: the real section or component, with the English copy. */
const STAGE_PARTS: Record<string, () => ReactNode> = {
  partners: () => (
    <div className="grid min-h-screen content-center bg-ink text-white">
      <PartnerStrip content={{ ...homeFirst.partners, logos: partnerLogos }} />
    </div>
  ),
  projects: () => (
    <FeaturedProjectsSection
      content={{ ...homeContent.projects, items: projectsOf(homeContent) }}
      viewAllHref={routes.cases.href}
      projectHref={routes.casePage.href}
    />
  ),
  'industries-slider': () => <IndustriesSliderSection content={industries} opens="consultation" />,
  'industries-stack': () => <IndustriesStackSection content={industries} opens="consultation" />,
  testimonials: () => (
    <TestimonialsSection
      content={{ ...homeContent.testimonials, items: testimonialsOf(homeContent) }}
    />
  ),
  team: () => <TeamSliderSection content={{ ...aboutContent.team, members: teamMembers }} />,
  popup: () => <PopupDemo />,
  page: () => <PageEnter />,
  controls: () => <Controls />,
}

/** The part `id` draws on its stage (nothing for an id of no part). */
export function StagePart({ id }: { id: string }) {
  return STAGE_PARTS[id]?.() ?? null
}
