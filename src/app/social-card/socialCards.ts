import { LOCALE_TABLE } from '@/config/locales'
import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { aiChatbotsContent } from '@/content/aiChatbots'
import { aiSolutionsContent } from '@/content/aiSolutions'
import { casesPageContent } from '@/content/cases/caseList'
import { caseStudies } from '@/content/cases/caseStudies'
import { consultingContent } from '@/content/consulting'
import { itSolutionsContent } from '@/content/itSolutions'
import { cookiePolicy } from '@/content/legal/cookies'
import { privacyPolicy } from '@/content/legal/privacy'
import { termsOfUse } from '@/content/legal/terms'
import { servicesContent } from '@/content/services'
import { socialCardLabels } from '@/content/socialCards'
import type { BreadcrumbTrail, ImageAsset, LegalDocument } from '@/content/types'
import type { HeadData } from '@/lib/meta'

/** A number and what it counts, on the card's panel. */
export interface SocialCardFigure {
  number: string
  title: string
}

/** What one page's link preview card shows (app/social-card/SocialCard.tsx draws it). */
export interface SocialCard {
  /** where the build writes it and the site serves it: `/og/<page>.png` (lib/meta.ts) */
  path: string
  /** the page's address without the scheme, in the card's corner */
  address: string
  /** `<html lang>` of the page: the card is in its language */
  lang: string
  eyebrow: string
  title: string
  /** the promise or summary under the title */
  text?: string
  /** a case's results or the home page's figures, on a panel over the art */
  figures: readonly SocialCardFigure[]
  /** small labels under the title: a case's service and industry */
  tags: readonly string[]
  /** the art behind the right-hand side (under public/); none: the brand's mark */
  art?: SocialCardArt
}

/** A picture of the site's art: its path under public/ and its intrinsic size. */
export type SocialCardArt = Pick<ImageAsset, 'src' | 'width' | 'height'>

/** The heroes' art (sections/service-hero, sections/home-hero). */
const HERO_ART = {
  ai: { src: '/art/hero-ai.svg', width: 1200, height: 960 },
  it: { src: '/art/hero-it.svg', width: 1200, height: 960 },
} as const satisfies Record<string, SocialCardArt>

/** How many of a case's results the card shows. */
const CASE_FIGURES = 2

/** A path on the site, from an absolute URL of it (lib/meta.ts `absoluteUrl`). */
const sitePath = (url: string) => url.slice(site.siteUrl.length) || '/'

/** The page's title without the brand the `<title>` ends with (the card shows the logo). */
const withoutBrand = (title: string) => title.replace(` | ${site.brand}`, '')

/** The last crumb of a trail: the page's own name. */
const pageName = ({ items }: BreadcrumbTrail) => items[items.length - 1]?.text ?? ''

interface ServiceCard {
  name: string
  promise: string
  art: SocialCardArt
}

/** A service page's card: its name (the last crumb) and its promise (its first heading). */
const service = (
  intro: { breadcrumbs: BreadcrumbTrail; title: string },
  art: SocialCardArt,
): ServiceCard => ({
  name: pageName(intro.breadcrumbs),
  promise: intro.title,
  art,
})

const services: Record<string, ServiceCard | undefined> = {
  [routes.services.href]: service(servicesContent.intro, HERO_ART.ai),
  [routes.aiSolutions.href]: service(
    aiSolutionsContent.hero,
    HERO_ART[aiSolutionsContent.hero.variant],
  ),
  [routes.aiChatbots.href]: service(
    aiChatbotsContent.hero,
    HERO_ART[aiChatbotsContent.hero.variant],
  ),
  [routes.consulting.href]: service(consultingContent.intro, HERO_ART.ai),
  [routes.itSolutions.href]: service(
    itSolutionsContent.hero,
    HERO_ART[itSolutionsContent.hero.variant],
  ),
}

const legalDocuments: Record<string, LegalDocument | undefined> = {
  [routes.privacy.href]: privacyPolicy,
  [routes.terms.href]: termsOfUse,
  [routes.cookies.href]: cookiePolicy,
}

/**
 * The card of a prerendered page, from its head (its canonical page names the card) and the
 * content: a home page's hero in its language, a service's name and promise, a case study's
 * title, results, service and industry, the case list's heading; any other page its title and
 * description.
 */
export async function socialCardFor(head: HeadData): Promise<SocialCard> {
  const page = sitePath(head.canonical)
  const base = {
    path: sitePath(head.image),
    address: `${new URL(site.siteUrl).host}${page === '/' ? '' : page}`,
    lang: head.lang,
    figures: [],
    tags: [],
  }

  const locale = LOCALE_TABLE.find((l) => l.home === page)
  if (locale) {
    // the home copy's loader finds each language's file when it is first imported: only then
    const { loadHomeFirst } = await import('@/content/home/load')
    const { hero } = await loadHomeFirst(locale.code)
    return {
      ...base,
      eyebrow: hero.eyebrow,
      title: hero.title,
      text: hero.description,
      figures: hero.stats,
      art: HERO_ART.ai,
    }
  }

  const study = caseStudies.find((c) => routes.caseDetail.href(c.slug) === page)
  if (study) {
    const [service, industry] = study.metrics
    return {
      ...base,
      eyebrow: socialCardLabels.caseStudy,
      title: study.title,
      figures: study.benefits.metrics.slice(0, CASE_FIGURES),
      tags: [service.value, industry.value],
      art: study.finalImage,
    }
  }

  if (page === routes.cases.href) {
    return {
      ...base,
      eyebrow: socialCardLabels.caseStudies,
      title: casesPageContent.title,
      text: casesPageContent.intro,
    }
  }

  const offer = services[page]
  if (offer) {
    return {
      ...base,
      eyebrow: socialCardLabels.service,
      title: offer.name,
      text: offer.promise,
      art: offer.art,
    }
  }

  const legal = legalDocuments[page]
  return {
    ...base,
    eyebrow: legal ? socialCardLabels.legal : socialCardLabels.company,
    title: legal ? legal.title : withoutBrand(head.title),
    text: head.description,
  }
}
