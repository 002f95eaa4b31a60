import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { loading } from '@/content/loading/en'
import { languageNames, type FrameContent } from '@/content/navigation'

/** The English copy of the shared frame: header, mobile menu, footer. */
export const frame = {
  skipToContent: 'Skip to content',
  homeLabel: `${site.brand}, home`,
  mainNavLabel: 'Main',
  services: { label: 'Services', href: routes.services.href, toggleLabel: 'Show services' },
  serviceLinks: [
    {
      label: 'AI solutions',
      href: routes.aiSolutions.href,
      description: 'Chatbots, automation and MCP systems',
    },
    {
      label: 'Consulting',
      href: routes.consulting.href,
      description: 'Strategy, roadmaps and AI readiness',
    },
    {
      label: 'IT solutions',
      href: routes.itSolutions.href,
      description: 'Modernisation, integration and support',
    },
  ],
  links: [
    { label: 'Projects', href: routes.cases.href },
    { label: 'About', href: routes.about.href },
    { label: 'Contacts', href: routes.contacts.href },
  ],
  languageLabel: 'Language',
  languageNames,
  languageFailed: 'the page could not be loaded. Check your connection and try again.',
  loading,
  login: 'Login',
  loginHint: 'Client dashboard, opens in a new tab',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  social: { linkedin: 'LinkedIn', facebook: 'Facebook', instagram: 'Instagram', label: 'Social' },
  footer: {
    tagline:
      'AI employees, chatbots and automation that pay for themselves. See the ROI. Then decide.',
    companyHeading: 'Company',
    registrationLabel: 'Reg. No.',
    contactHeading: 'Contact',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    exploreHeading: 'Explore',
    legalHeading: 'Legal',
    legalLinks: [
      { label: 'Privacy Policy', href: routes.privacy.href },
      { label: 'Terms of Use', href: routes.terms.href },
      { label: 'Cookie Policy', href: routes.cookies.href },
    ],
    trademark: `${site.brand} and the ${site.brand} logo are trademarks of ${site.legalName}. Other names and logos shown are the property of their owners.`,
    copyright: (year) => `© ${year} ${site.legalName}. All rights reserved.`,
  },
} satisfies FrameContent
