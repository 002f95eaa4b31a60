import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { FormsContent } from '@/content/types'
import { industriesOf, projectsOf, testimonialsOf } from '@/content/home/assemble'
import type { HomeContent } from '@/content/types'
import { usePopups } from '@/hooks/usePopups'
import { useStartResponseTimer } from '@/hooks/useResponseTimer'
import {
  AboutCardsSection,
  Deferred,
  FeaturedProjectsSection,
  IndustriesSliderSection,
  IndustriesStackSection,
  TestimonialsSection,
} from '@/pages/deferred'
import { AdvantagesSection } from '@/sections/advantages/AdvantagesSection'
import { ContactSection } from '@/sections/contact/ContactSection'
import { NewsletterSection } from '@/sections/newsletter/NewsletterSection'
import { OfferingsSection } from '@/sections/offerings/OfferingsSection'

export interface HomeRestProps {
  home: HomeContent
  forms: FormsContent
}

/**
 * Everything of the home page below its first screen, positions 2–12 of DECISIONS "Home page
 * order". It loads after the first screen has painted (its HTML is prerendered all the same).
 */
export function HomeRest({ home, forms }: HomeRestProps) {
  const popups = usePopups()
  const startTimer = useStartResponseTimer()
  const openConsultation = () => popups.openConsultation()
  // the stack (wide screens) and the slider (phones) show the same industries
  const industryProps = {
    items: industriesOf(home),
    title: home.industries.title,
    eyebrow: home.industries.eyebrow,
    subtitle: home.industries.subtitle,
    consultation: home.industries.consultation,
    onConsultation: openConsultation,
  }
  return (
    <>
      <OfferingsSection
        id="services"
        title={home.services.title}
        eyebrow={home.services.eyebrow}
        subtitle={home.services.subtitle}
        items={home.services.items}
      />
      <AdvantagesSection
        id="features"
        title={home.features.title}
        eyebrow={home.features.eyebrow}
        subtitle={home.features.subtitle}
        cta={home.features.cta}
        cards={home.features.cards}
        onCta={popups.openBooking}
      />
      <Deferred>
        <FeaturedProjectsSection
          id="projects"
          projects={projectsOf(home)}
          title={home.projects.title}
          eyebrow={home.projects.eyebrow}
          subtitle={home.projects.subtitle}
          viewProject={home.projects.viewProject}
          viewAll={home.projects.viewAll}
          viewAllHref={routes.cases.href}
          projectHref={routes.casePage.href}
        />
      </Deferred>
      <ContactSection
        id="contact"
        content={home.contact}
        email={site.email}
        onTalkToSales={popups.openBooking}
      />
      <Deferred>
        <IndustriesStackSection id="industries" {...industryProps} />
        <IndustriesSliderSection {...industryProps} labels={home.industries.slider} />
      </Deferred>
      <Deferred>
        <TestimonialsSection
          id="testimonials"
          items={testimonialsOf(home)}
          title={home.testimonials.title}
          eyebrow={home.testimonials.eyebrow}
          labels={home.testimonials.slider}
        />
      </Deferred>
      <NewsletterSection
        eyebrow={home.newsletter.eyebrow}
        labels={forms.newsletter}
        onSubmitted={startTimer}
      />
      <Deferred className="">
        <AboutCardsSection content={home.about} href={routes.about.href} />
      </Deferred>
    </>
  )
}
