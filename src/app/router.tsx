import type { ComponentType } from 'react'
import { matchPath, Route, Routes } from 'react-router-dom'
import { manifestKeyOf, moduleKeyOf } from '@/config/localeLookup'
import { HOME_PATHS, NOT_FOUND_PATH, routes } from '@/config/routes'
import { loadFrameContent } from '@/content/navigation'
import { SiteLayout } from '@/layout/SiteLayout'
import { lazyPart, type Preloadable, type SitePages } from '@/lib/delivery'
import { localeFromPath } from '@/lib/locale'

interface PageModule {
  default: ComponentType
  /** loads what the page reads for this path (a case study), before hydration */
  prepare?: (pathname: string) => PromiseLike<unknown>
  /** loads the rest of what the page shows for this path (below its first screen) */
  prepareRest?: (pathname: string) => PromiseLike<unknown>
  /** the data modules `prepare` loads for this path (build manifest keys), for modulepreloads */
  preloads?: (pathname: string) => string[]
  /**
   * the parts of the page's first screen with code of their own (a band in a `<OnDemand>`): a
   * navigation fetches them with the page, so its first screen shows whole
   */
  firstScreen?: (pathname: string) => readonly Preloadable[]
  /** the prerendered page the server answers this path with, when it is another path's */
  prerenderedPath?: (pathname: string) => string
}

interface PageRoute {
  path: string
  /** the page's source file, as the build manifest names it (for its modulepreload links) */
  module: string
  load: () => Promise<PageModule>
}

// every page module, each its own chunk; written from the project root, so a key is the module's
// build manifest key too (its modulepreload links). scripts/build/build-state.mjs lists the same
// folder for the size check
const PAGE_MODULES = import.meta.glob<PageModule>('/src/pages/*Page.tsx')

/**
 * A route and the page module it loads (`pages/<name>.tsx`; the build tries its chunk twice, the
 * second time under another address: app/boot/retryImport.ts).
 */
function page(path: string, name: string): PageRoute {
  const key = moduleKeyOf(PAGE_MODULES, `${name}.tsx`)
  return { path, module: manifestKeyOf(key), load: PAGE_MODULES[key]! }
}

/** The route table: every path and the page it shows. */
export const pageRoutes: readonly PageRoute[] = [
  ...HOME_PATHS.map((path) => page(path, 'HomePage')),
  page(routes.services.path, 'ServicesPage'),
  page(routes.aiSolutions.path, 'AiSolutionsPage'),
  page(routes.aiChatbots.path, 'AiChatbotsPage'),
  page(routes.consulting.path, 'ConsultingPage'),
  page(routes.itSolutions.path, 'ItSolutionsPage'),
  page(routes.about.path, 'AboutPage'),
  page(routes.cases.path, 'CaseListPage'),
  page(routes.caseDetail.path, 'CaseDetailPage'),
  page(routes.casePage.path, 'CaseListPage'),
  page(routes.contacts.path, 'ContactsPage'),
  page(routes.privacy.path, 'PrivacyPolicyPage'),
  page(routes.terms.path, 'TermsOfUsePage'),
  page(routes.cookies.path, 'CookiePolicyPage'),
  page(routes.memberKg.path, 'MemberPage'),
  page(routes.memberBg.path, 'MemberPage'),
  page(routes.memberAl.path, 'MemberPage'),
  page(routes.logo.path, 'LogoPage'),
]

const notFoundRoute = page('*', 'NotFoundPage')

// one lazy component per page module, shared by the routes that show it
const lazyCache = new Map<string, ComponentType>()
const lazyPage = (route: PageRoute) => {
  let component = lazyCache.get(route.module)
  if (!component) {
    component = lazyPart(route.load)
    lazyCache.set(route.module, component)
  }
  return component
}

/** The route that serves a path (the not-found route when none does). */
export function routeFor(pathname: string): PageRoute {
  return pageRoutes.find((r) => matchPath(r.path, pathname)) ?? notFoundRoute
}

/**
 * Loads the page module of a path and the frame's copy in its language ahead of hydration, so the
 * prerendered HTML stays put; with `alsoLoad`, what else of the page is wanted, beside its copy
 * (a navigation: the parts of its first screen, lib/delivery/prefetch.ts `prefetchPath`).
 */
export async function preloadRoute(
  pathname: string,
  alsoLoad: (module: PageModule) => readonly PromiseLike<unknown>[] = () => [],
): Promise<PageModule> {
  const [module] = await Promise.all([
    routeFor(pathname).load(),
    loadFrameContent(localeFromPath(pathname)),
  ])
  await Promise.all([module.prepare?.(pathname), ...alsoLoad(module)])
  return module
}

/**
 * What the delivery room knows of the router's pages: moving through the site fetches a page's
 * first render with it (lib/delivery/prefetch.ts; app/boot/main.tsx hands it over).
 */
export const sitePages: SitePages = {
  preload: preloadRoute,
  isPage: (pathname) => routeFor(pathname) !== notFoundRoute,
}

/** Whether the prerendered file was the not-found page (served for any unknown path). */
export const isNotFoundSnapshot = (prerenderedPath: string | undefined) =>
  prerenderedPath === NOT_FOUND_PATH

const routeElements = pageRoutes.map((r) => ({ path: r.path, Page: lazyPage(r) }))
const NotFoundPage = lazyPage(notFoundRoute)

export function App() {
  return (
    <SiteLayout>
      <Routes>
        {routeElements.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </SiteLayout>
  )
}
