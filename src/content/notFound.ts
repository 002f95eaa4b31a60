import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs } from '@/content/common'
import type { SimplePageContent } from '@/content/types'

export const notFoundContent = {
  meta: {
    title: `Page not found | ${site.brand}`,
    description:
      'The page you asked for does not exist or has moved. Head back to the home page or browse our services and projects.',
    noindex: true,
  },
  intro: {
    breadcrumbs: crumbs({ text: 'Page not found' }),
    eyebrow: 'Error 404',
    title: 'Page not found',
    lead: 'The page you asked for does not exist or has moved. These will get you back on track:',
  },
} satisfies SimplePageContent

export const notFoundLinks = [
  { label: 'Home page', href: routes.home.href },
  { label: 'Services', href: routes.services.href },
  { label: 'Projects', href: routes.cases.href },
  { label: 'Contacts', href: routes.contacts.href },
] as const
