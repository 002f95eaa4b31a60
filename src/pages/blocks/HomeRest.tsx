import { ANCHORS, routes } from '@/config/routes'
import { site } from '@/config/site'
import { industriesOf, projectsOf, testimonialsOf } from '@/content/home/assemble'
import type { FormsContent, HomeBelowFold } from '@/content/types'
import { useStartResponseTimer } from '@/hooks/useResponseTimer'
import { OnDemand, type Preloadable } from '@/lib/delivery'
import {
  AboutCardsSection,
  FeaturedProjectsSection,
  IndustriesSliderSection,
  IndustriesStackSection,
  TestimonialsSection,
} from '@/pages/deferred'
import { AdvantagesSection } from '@/sections/advantages/AdvantagesSection'
import { ContactSection } from '@/sections/contact/ContactSection'
import { newsletterFormCode, NewsletterSection } from '@/sections/newsletter/NewsletterSection'
import { OfferingsSection } from '@/sections/offerings/OfferingsSection'

/** Fetches the code of its parts in an `<OnDemand>` (HomePage.tsx `prepareRest`). */
export const preload = () =>
  Promise.all(
    [
      FeaturedProjectsSection,
      IndustriesStackSection,
      IndustriesSliderSection,
      TestimonialsSection,
      AboutCardsSection,
      newsletterFormCode,
    ].map((part: Preloadable) => part.preload()),
  )

export interface HomeRestProps {
  home: HomeBelowFold
  forms: FormsContent
}

/**
 * Everything of the home page below its first screen, positions 2–12 of docs/product.md "Home page
 * order". Its code loads beside the page's and hydrates when it arrives (its HTML is prerendered).
 */
export function HomeRest({ home, forms }: HomeRestProps) {
  const startTimer = useStartResponseTimer()
  // the stack (wide screens) and the slider (phones) show the same industries
  const industries = { ...home.industries, items: industriesOf(home) }
  return (
    <>
      <OfferingsSection id={ANCHORS.services} content={home.services} />
      <AdvantagesSection id={ANCHORS.features} content={home.features} opens="booking" />
      <OnDemand anchor={ANCHORS.projects}>
        <FeaturedProjectsSection
          id={ANCHORS.projects}
          content={{ ...home.projects, items: projectsOf(home) }}
          viewAllHref={routes.cases.href}
          projectHref={routes.casePage.href}
        />
      </OnDemand>
      <ContactSection
        id={ANCHORS.contact}
        content={home.contact}
        email={site.email}
        opens="booking"
      />
      <OnDemand anchor={ANCHORS.industries}>
        <IndustriesStackSection id={ANCHORS.industries} content={industries} opens="consultation" />
        <IndustriesSliderSection content={industries} opens="consultation" />
      </OnDemand>
      <OnDemand anchor={ANCHORS.testimonials}>
        <TestimonialsSection
          id={ANCHORS.testimonials}
          content={{ ...home.testimonials, items: testimonialsOf(home) }}
        />
      </OnDemand>
      <NewsletterSection
        content={{ ...home.newsletter, form: forms.newsletter }}
        onSubmitted={startTimer}
      />
      <OnDemand className="">
        <AboutCardsSection content={home.about} href={routes.about.href} />
      </OnDemand>
    </>
  )
}
