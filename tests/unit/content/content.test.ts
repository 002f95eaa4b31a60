import { describe, expect, it } from 'vitest'
import { routes } from '@/config/routes'
import { aboutContent } from '@/content/about'
import { aiSolutionsContent } from '@/content/aiSolutions'
import { partnerLogos } from '@/content/brandAssets'
import { caseListItems } from '@/content/cases/caseList'
import { caseStudies } from '@/content/cases/caseStudies'
import { consultingContent } from '@/content/consulting'
import { formsContent } from '@/content/forms'
import { homeContent as en } from '@/content/home/en'
import { homeFirst as firstEn } from '@/content/home/en.first'
import { homeContent as lv } from '@/content/home/lv'
import { homeContent as ru } from '@/content/home/ru'
import { itSolutionsContent } from '@/content/itSolutions'
import { cookiePolicy } from '@/content/legal/cookies'
import { privacyPolicy } from '@/content/legal/privacy'
import { termsOfUse } from '@/content/legal/terms'
import { frame as frameEn } from '@/content/frame/en'
import { frame as frameLv } from '@/content/frame/lv'
import { frame as frameRu } from '@/content/frame/ru'
import { servicesContent } from '@/content/services'
import { teamMembers } from '@/content/team'
import type { LegalDocument } from '@/content/types'

describe('the counts of spec §9', () => {
  it('cases: 12 list cards linking to 12 distinct known detail paths; 13 case studies', () => {
    expect(caseListItems).toHaveLength(12)
    expect(caseListItems.map((c) => c.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    )
    const slugs = caseStudies.map((c) => c.slug)
    expect(slugs).toHaveLength(13)
    expect(new Set(slugs).size).toBe(13)
    const links = caseListItems.map((c) => c.linkHref)
    expect(new Set(links).size).toBe(12)
    for (const link of links) expect(slugs.map((s) => routes.caseDetail.href(s))).toContain(link)
  })
  it('each case has 3 metrics (Service, Industry, Time saved) and 3 benefit metrics', () => {
    for (const study of caseStudies) {
      expect(study.metrics, study.slug).toHaveLength(3)
      expect(study.metrics[0].title).toBe('Service')
      expect(study.metrics[1].title).toMatch(/^Industr(y|ies)$/)
      expect(study.metrics[2].title).toBe('Time saved')
      expect(study.benefits.metrics, study.slug).toHaveLength(3)
      expect(study.solution.text.length, study.slug).toBeGreaterThan(2)
    }
  })
  it('FAQ: 4 items with the spec ids', () => {
    expect(itSolutionsContent.faq.items.map((i) => i.id)).toEqual([
      'implementation-time',
      'system-compatibility',
      'security-measures',
      'ongoing-maintenance',
    ])
  })
  it('team 6, principles 3, achievements 3; KG, BG and AL are team members', () => {
    expect(teamMembers).toHaveLength(6)
    expect(teamMembers.map((m) => m.initials)).toEqual(expect.arrayContaining(['KG', 'BG', 'AL']))
    expect(aboutContent.principles.items).toHaveLength(3)
    expect(aboutContent.achievements.items).toHaveLength(3)
  })
  it('testimonials 6 (client1 … client6), industries 6, featured projects 4, partner logos 16, about cards 3', () => {
    for (const home of [en, lv, ru]) {
      expect(home.testimonials.items.map((t) => t.key)).toEqual([
        'client1',
        'client2',
        'client3',
        'client4',
        'client5',
        'client6',
      ])
      expect(home.industries.items.map((i) => i.id)).toEqual([
        'ecommerce',
        'travel',
        'government',
        'healthcare',
        'logistics',
        'ngo',
      ])
      expect(home.projects.items.map((p) => p.id)).toEqual([
        'clinic',
        'marketing',
        'calculator',
        'travel',
      ])
      expect(home.about.cards).toHaveLength(3)
      expect(home.services.items).toHaveLength(3)
    }
    expect(partnerLogos).toHaveLength(16)
    expect(partnerLogos[0]?.alt).toBe('Partner 1')
  })
  it('legal pages: 11, 10 and 8 sections, dated August 28, 2025', () => {
    expect(privacyPolicy.sections).toHaveLength(11)
    expect(termsOfUse.sections).toHaveLength(10)
    expect(cookiePolicy.sections).toHaveLength(8)
    for (const doc of [privacyPolicy, termsOfUse, cookiePolicy])
      expect(doc.lastUpdated).toBe('August 28, 2025')
    const text = (doc: LegalDocument) => JSON.stringify(doc)
    expect(text(privacyPolicy)).toMatch(/under (the age of )?16/)
    expect(text(termsOfUse)).toMatch(/laws of Latvia/)
    for (const kind of ['essential', 'performance', 'functionality', 'targeting']) {
      expect(text(cookiePolicy).toLowerCase()).toContain(kind)
    }
  })
})

describe('the spec strings', () => {
  it('pages carry the exact titles and buttons', () => {
    expect(aiSolutionsContent.hero.title).toBe(
      'Transform Your Business Operations with AI-Powered Automation Solutions',
    )
    expect(aiSolutionsContent.hero.stats.map((s) => `${s.number} ${s.title}`)).toEqual([
      '01 Rapid Cost Reduction',
      '02 Accelerated Productivity',
    ])
    expect(aiSolutionsContent.offerings.items.map((o) => o.title)).toEqual([
      'AI Chatbots',
      'AI Automation',
      'MCP Systems',
    ])
    expect(aiSolutionsContent.process.steps.map((s) => s.title)).toEqual([
      'Identify the Bottleneck',
      'Automate and Resolve',
      'Scale for Lasting Impact',
    ])
    expect(aiSolutionsContent.transformation.steps.map((s) => s.title)).toEqual([
      'Assess & Plan',
      'Design & Prepare',
      'Implement',
      'Optimize & Support',
    ])
    expect(itSolutionsContent.results.items.map((r) => `${r.figure} ${r.label}`.trim())).toEqual([
      '80% fewer support tickets',
      '2x faster response',
      'Seamless scaling',
    ])
    expect(consultingContent.methodology.steps.map((s) => s.id)).toEqual([
      'diagnose',
      'design',
      'deliver',
    ])
    expect(consultingContent.booking.heading).toBe('Start Your AI Consulting Journey')
    expect(consultingContent.booking.appointmentCta).toBe('Book My Strategy Session')
    expect(servicesContent.solutions.items.map((s) => s.type)).toEqual([
      'featured',
      'it-solutions',
      'consultation',
    ])
    expect(aboutContent.team.title).toBe('People: The great minds behind our work')
    expect(aboutContent.intro.cta).toBe('Meet Our Team')
    expect(en.services.items[0]?.badgeText).toBe('Most popular')
    expect(en.contact.timer.inactive).toBe("We'll respond before the timer runs out")
    expect(en.contact.timer.active).toBe("We're processing your request... please wait")
    expect(firstEn.hero.title).toBe('See the ROI. Then decide')
  })
  it('the §8 alerts', () => {
    expect(formsContent.en.newsletter.alerts).toEqual({
      sent: 'Thank you for subscribing to our newsletter!',
      failed: 'Sorry, there was an error with your subscription. Please try again.',
    })
    expect(formsContent.lv.newsletter.alerts).toEqual({
      sent: 'Paldies par abonēšanu mūsu jaunumiem!',
      failed: 'Atvainojiet, radās kļūda. Lūdzu, mēģiniet vēlreiz.',
    })
    expect(formsContent.ru.newsletter.alerts).toEqual({
      sent: 'Спасибо за подписку на нашу рассылку!',
      failed: 'Извините, произошла ошибка. Пожалуйста, попробуйте снова.',
    })
    expect(formsContent.en.contactAlerts.sent).toBe(
      "Thank you for your message! We'll get back to you soon.",
    )
  })
})

/** The shape of a value: every key path, arrays by length. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k))
  }
  return [path]
}

describe('the locale modules are complete', () => {
  it('lv and ru have exactly the keys and list lengths of en', () => {
    expect(shape(lv)).toEqual(shape(en))
    expect(shape(ru)).toEqual(shape(en))
    expect(shape(formsContent.lv)).toEqual(shape(formsContent.en))
    expect(shape(formsContent.ru)).toEqual(shape(formsContent.en))
    expect(shape(frameLv)).toEqual(shape(frameEn))
    expect(shape(frameRu)).toEqual(shape(frameEn))
  })
  it('no string is left untranslated (names, brand words and figures aside)', () => {
    // people's names stay as they are in every language
    const NAME_KEYS = new Set(['name', 'testimonialAuthor'])
    const strings = (value: unknown): string[] =>
      Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => (NAME_KEYS.has(k) ? [] : strings(v)))
          : typeof value === 'string'
            ? [value]
            : []
    const english = new Set(strings(en).filter((s) => /[a-z]{4,}/i.test(s) && s.includes(' ')))
    for (const home of [lv, ru]) {
      const same = strings(home).filter((s) => english.has(s))
      expect(same).toEqual([])
    }
  })
})
