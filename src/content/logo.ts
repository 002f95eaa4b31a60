import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs } from '@/content/common'
import type { ImageAsset, SimplePageContent } from '@/content/types'

export const logoContent = {
  meta: {
    title: `${site.brand} logo`,
    description: `The ${site.brand} logo: a faceted amber mark and wordmark, in the default version for dark grounds and the alternate for light grounds.`,
  },
  intro: {
    breadcrumbs: crumbs({ text: 'Logo', href: routes.logo.href }),
    eyebrow: 'Brand',
    title: `${site.brand} logo`,
    lead: 'The mark is a faceted piece of Baltic amber. Use the default version on dark grounds and the alternate on light ones.',
  },
} satisfies SimplePageContent

export const logoImages: { onDark: ImageAsset; onLight: ImageAsset } = {
  onDark: {
    src: '/art/logo.svg',
    width: 360,
    height: 96,
    alt: `${site.brand} logo, for dark backgrounds`,
  },
  onLight: {
    src: '/art/logo-alt.svg',
    width: 360,
    height: 96,
    alt: `${site.brand} logo, for light backgrounds`,
  },
}
