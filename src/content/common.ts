import { routes } from '@/config/routes'
import type { BreadcrumbItem, BreadcrumbTrail } from '@/content/types'

/** The first two breadcrumb items most inner pages start with. */
export const MAIN_PAGE_CRUMB: BreadcrumbItem = { text: 'Main page', href: routes.home.href }
export const SERVICES_CRUMB: BreadcrumbItem = { text: 'Services', href: routes.services.href }

/** The name screen readers give the breadcrumbs' navigation (docs/product.md "Breadcrumbs"). */
export const BREADCRUMB_LABEL = 'Breadcrumb'

/** Breadcrumbs from the main page, ending in the current page. */
export const crumbs = (...trail: BreadcrumbItem[]): BreadcrumbTrail => ({
  label: BREADCRUMB_LABEL,
  items: [
    MAIN_PAGE_CRUMB,
    ...trail.slice(0, -1),
    ...trail.slice(-1).map((last) => ({ ...last, isCurrent: true })),
  ],
})
