/**
 * Every route of the site: its path pattern and how to build its href.
 * Links are built from here (`routes.caseDetail.href(id)`), never typed on the spot.
 */

import { LOCALE_TABLE } from './locales'

/** A page module of `src/pages/` (`<Name>Page.tsx`): the router loads it, each its own chunk. */
export type PageName = `${string}Page`

const fixed = <P extends string>(path: P, page: PageName) => ({ path, href: path, page })

/**
 * The route list: each route's path and the page module that shows it (README "Add a page": a
 * new page is a line here and its file in `src/pages/`). The other languages' homes are
 * `HOME_PATHS`, shown by the home page too.
 */
export const routes = {
  home: fixed('/', 'HomePage'),
  services: fixed('/services', 'ServicesPage'),
  aiSolutions: fixed('/ai-solutions', 'AiSolutionsPage'),
  aiChatbots: fixed('/ai-chatbots', 'AiChatbotsPage'),
  consulting: fixed('/consulting', 'ConsultingPage'),
  itSolutions: fixed('/it-solutions', 'ItSolutionsPage'),
  about: fixed('/about-us', 'AboutPage'),
  cases: fixed('/cases', 'CaseListPage'),
  caseDetail: {
    path: '/cases/:id',
    href: (id: string) => `/cases/${encodeURIComponent(id)}`,
    page: 'CaseDetailPage',
  },
  casePage: fixed('/case-page', 'CaseListPage'),
  contacts: fixed('/contacts', 'ContactsPage'),
  privacy: fixed('/privacy-policy', 'PrivacyPolicyPage'),
  terms: fixed('/terms-of-use', 'TermsOfUsePage'),
  cookies: fixed('/cookie-policy', 'CookiePolicyPage'),
  memberKg: fixed('/kg', 'MemberPage'),
  memberBg: fixed('/bg', 'MemberPage'),
  memberAl: fixed('/al', 'MemberPage'),
  logo: fixed('/logo', 'LogoPage'),
} as const satisfies Record<string, { path: string; href: unknown; page: PageName }>

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
/**
 * The polite live region a navigation inside the site writes the new page's title into
 * (lib/moving/announce.ts; the layout draws it).
 */
export const ROUTE_ANNOUNCER_ID = 'route-announcer'
