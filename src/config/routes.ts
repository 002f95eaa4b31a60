/**
 * Every route of the site: its path pattern and how to build its href.
 * Links are built from here (`routes.caseDetail.href(id)`), never typed on the spot.
 */

import { LOCALE_TABLE } from './locales'

const fixed = <P extends string>(path: P) => ({ path, href: path })

export const routes = {
  home: fixed('/'),
  services: fixed('/services'),
  aiSolutions: fixed('/ai-solutions'),
  aiChatbots: fixed('/ai-chatbots'),
  consulting: fixed('/consulting'),
  itSolutions: fixed('/it-solutions'),
  about: fixed('/about-us'),
  cases: fixed('/cases'),
  caseDetail: { path: '/cases/:id', href: (id: string) => `/cases/${encodeURIComponent(id)}` },
  casePage: fixed('/case-page'),
  contacts: fixed('/contacts'),
  privacy: fixed('/privacy-policy'),
  terms: fixed('/terms-of-use'),
  cookies: fixed('/cookie-policy'),
  memberKg: fixed('/kg'),
  memberBg: fixed('/bg'),
  memberAl: fixed('/al'),
  logo: fixed('/logo'),
} as const

/** The home page of every language (config/locales.ts): /lv, / and /ru. */
export const HOME_PATHS: readonly string[] = LOCALE_TABLE.map((l) => l.home)

/**
 * Every path with a page of its own: the root, the other languages' homes, then the fixed routes
 * (not patterns such as /cases/:id). The prerender, the sitemap and the tests read it.
 */
export const PAGE_PATHS: readonly string[] = [
  ...new Set([
    routes.home.path,
    ...HOME_PATHS,
    ...Object.values(routes)
      .map((r) => r.path)
      .filter((p) => !p.includes(':')),
  ]),
]

/** The path the prerender writes the not-found page from (served as 404.html). */
export const NOT_FOUND_PATH = '/404'

/** Anchors other pages link to. */
export const ANCHORS = {
  consultation: 'consultation',
  consultingBooking: 'consulting-booking',
  clientStories: 'client-stories',
  team: 'team',
  // the home page's bands
  services: 'services',
  features: 'features',
  projects: 'projects',
  contact: 'contact',
  industries: 'industries',
  testimonials: 'testimonials',
} as const

/** The footer's id: its code comes when the visitor nears it (lib/delivery/frameDemand.ts). */
export const FOOTER_ID = 'site-footer'
