// The paths the build prerenders, for the suites that request every page.
import { PAGE_PATHS, routes } from '../../src/config/routes'
import { caseStudies } from '../../src/content/cases/caseStudies'

/** Every public path the build prerenders (the same list the sitemap has, plus /case-page). */
export const ALL_PATHS: string[] = [
  ...PAGE_PATHS,
  ...caseStudies.map((c) => routes.caseDetail.href(c.slug)),
]
