import { Button } from '@/components/Button'
import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { partnerLogos } from '@/content/brandAssets'
import type { FormsContent } from '@/content/forms'
import { industriesOf, projectsOf, testimonialsOf } from '@/content/home/assemble'
import type { HomeContent } from '@/content/types'
import { usePopups } from '@/hooks/usePopups'
import { useResponseTimer } from '@/hooks/useResponseTimer'
import { usePageMeta } from '@/lib/meta'
import { AdvantagesSection } from '@/sections/advantages/AdvantagesSection'
import { ContactSection } from '@/sections/contact/ContactSection'
import { HomeHeroSection } from '@/sections/home-hero/HomeHeroSection'
import { NewsletterSection } from '@/sections/newsletter/NewsletterSection'
import { OfferingsSection } from '@/sections/offerings/OfferingsSection'
import { PartnerStrip } from '@/sections/partners/PartnerStrip'
import {
  AboutCardsSection,
  Deferred,
  FeaturedProjectsSection,
  IndustriesSliderSection,
  IndustriesStackSection,
  TestimonialsSection,
} from '@/pages/deferred'

export interface HomePageProps {
  home: HomeContent
  forms: FormsContent
}

/**
 * The home page in one language (/, /lv, /ru): the twelve positions of DECISIONS "Home page
 * order" (header and footer are the frame). Each language's route module passes its own copy.
 */
export function HomePage({ home, forms }: HomePageProps) {
  const popups = usePopups()
  const timer = useResponseTimer()
  usePageMeta(home.meta)
  const industries = industriesOf(home)
  const openConsultation = () => popups.openConsultation()
  return (
    <>
      <HomeHeroSection
        content={home.hero}
        actions={
          <>
            <Button size="lg" onClick={popups.openBooking}>
              {home.hero.primaryCta}
            </Button>
            <Button size="lg" variant="secondary" tone="dark" onClick={openConsultation}>
              {home.hero.secondaryCta}
            </Button>
          </>
        }
      >
        <PartnerStrip logos={partnerLogos} label={home.partners.label} />
      </HomeHeroSection>
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
        timer={timer}
      />
      <Deferred>
        <IndustriesStackSection
          id="industries"
          items={industries}
          title={home.industries.title}
          eyebrow={home.industries.eyebrow}
          subtitle={home.industries.subtitle}
          consultation={home.industries.consultation}
          onConsultation={openConsultation}
        />
        <IndustriesSliderSection
          items={industries}
          title={home.industries.title}
          eyebrow={home.industries.eyebrow}
          subtitle={home.industries.subtitle}
          consultation={home.industries.consultation}
          labels={home.industries.slider}
          onConsultation={openConsultation}
        />
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
        onSubmitted={timer.start}
      />
      <Deferred className="">
        <AboutCardsSection content={home.about} href={routes.about.href} />
      </Deferred>
    </>
  )
}
