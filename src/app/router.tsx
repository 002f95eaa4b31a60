import type { ComponentType } from 'react'
import { matchPath, Route } from 'react-router-dom'
import { manifestKeyOf, moduleKeyOf } from '@/config/localeLookup'
import { HOME_PATHS, NOT_FOUND_PATH, routes, type PageName } from '@/config/routes'
import { loadFrameContent } from '@/content/navigation'
import { SiteLayout } from '@/layout/SiteLayout'
import { lazyPart, type Preloadable } from '@/lib/delivery'
import { type SitePages } from '@/lib/moving'
import type { PageLinkPreview } from '@/lib/linkPreview'
import { localeFromPath } from '@/lib/locale'

interface PageModule {
  default: ComponentType
  /** loads what the page reads for this path (a case study), before hydration */
  prepare?: (pathname: string) => PromiseLike<unknown>
  /** loads the rest of what the page shows for this path (below its first screen), its bands' code with it */
  prepareRest?: (pathname: string) => PromiseLike<unknown>
  /** the data modules `prepare` loads for this path (build manifest keys), for modulepreloads */
  preloads?: (pathname: string) => string[]
  /**
   * the parts of the page's first screen with code of their own (a band in a `<OnDemand>`): a
   * navigation fetches them with the page, so its first screen shows whole
   */
  firstScreen?: (pathname: string) => readonly Preloadable[]
  /** the bands below its first screen with code of their own: fetched with the page before a tap */
  bands?: (pathname: string) => readonly Preloadable[]
  /** the prerendered page the server answers this path with, when it is another path's */
  prerenderedPath?: (pathname: string) => string
  /** what its link preview card shows for this path (the build's only: lib/linkPreview.ts) */
  linkPreview?: PageLinkPreview
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
function page(path: string, name: PageName): PageRoute {
  const key = moduleKeyOf(PAGE_MODULES, `${name}.tsx`)
  return { path, module: manifestKeyOf(key), load: PAGE_MODULES[key]! }
}

/**
 * The route table, from the route list (config/routes.ts): every path and the page it shows, the
 * other languages' homes first.
 */
export const pageRoutes: readonly PageRoute[] = [
  ...HOME_PATHS.map((path) => page(path, routes.home.page)),
  ...Object.values(routes)
    .filter((route) => !HOME_PATHS.includes(route.path))
    .map((route) => page(route.path, route.page)),
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
 * (a navigation: the parts of its first screen, lib/moving/prefetch.ts `prefetchPath`).
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
 * first render with it (lib/moving/prefetch.ts; app/boot/main.tsx hands it over).
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

// the route table as the router's elements, made once: the layout renders it for the page and
// for each page rendered ahead (layout/PageViews.tsx)
const routeTable = [
  ...routeElements.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />),
  <Route key="*" path="*" element={<NotFoundPage />} />,
]

export function App() {
  return <SiteLayout routes={routeTable} />
}
