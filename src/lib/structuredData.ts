import { site } from '@/config/site'
import type { BreadcrumbItem, FaqItem } from '@/content/types'
import { absoluteUrl } from '@/lib/meta'

/** schema.org Organization / ProfessionalService of the company, from the site config. */
export function organizationData() {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': `${site.siteUrl}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/art/logo-alt.svg'),
    image: absoluteUrl('/og-image.png'),
    email: site.email,
    telephone: site.phone,
    taxID: site.registrationNumber,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'LV' },
    sameAs: [site.social.linkedin, site.social.facebook, site.social.instagram].filter(Boolean),
  }
}

/** schema.org BreadcrumbList; the current item's URL is the page's own (docs/product.md "Breadcrumbs"). */
export function breadcrumbData(items: readonly BreadcrumbItem[], currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.text,
      item: absoluteUrl(item.href ?? currentPath),
    })),
  }
}

/** schema.org FAQPage. */
export function faqData(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
