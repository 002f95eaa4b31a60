import { routes } from '@/config/routes'
import type { BreadcrumbItem } from '@/content/types'

/** The first two breadcrumb items most inner pages start with. */
export const MAIN_PAGE_CRUMB: BreadcrumbItem = { text: 'Main page', href: routes.home.href }
export const SERVICES_CRUMB: BreadcrumbItem = { text: 'Services', href: routes.services.href }

/** Breadcrumbs ending in the current page. */
export const crumbs = (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
  MAIN_PAGE_CRUMB,
  ...trail.slice(0, -1),
  ...trail.slice(-1).map((last) => ({ ...last, isCurrent: true })),
]
