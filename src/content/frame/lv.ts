import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { loading } from '@/content/loading/lv'
import { languageNames, type FrameContent } from '@/content/navigation'

/** The Latvian copy of the shared frame: header, mobile menu, footer. */
export const frame = {
  skipToContent: 'Pāriet uz saturu',
  homeLabel: `${site.brand}, sākumlapa`,
  mainNavLabel: 'Galvenā navigācija',
  services: {
    label: 'Pakalpojumi',
    href: routes.services.href,
    toggleLabel: 'Rādīt pakalpojumus',
  },
  serviceLinks: [
    {
      label: 'MI risinājumi',
      href: routes.aiSolutions.href,
      description: 'Tērzēšanas roboti, automatizācija un MCP sistēmas',
    },
    {
      label: 'Konsultācijas',
      href: routes.consulting.href,
      description: 'Stratēģija, ceļa kartes un MI gatavība',
    },
    {
      label: 'IT risinājumi',
      href: routes.itSolutions.href,
      description: 'Modernizācija, integrācija un atbalsts',
    },
  ],
  links: [
    { label: 'Projekti', href: routes.cases.href },
    { label: 'Par mums', href: routes.about.href },
    { label: 'Kontakti', href: routes.contacts.href },
  ],
  languageLabel: 'Valoda',
  languageNames,
  languageFailed: 'lapu neizdevās ielādēt. Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
  loading,
  login: 'Ieiet',
  loginHint: 'Klientu panelis, atveras jaunā cilnē',
  openMenu: 'Atvērt izvēlni',
  closeMenu: 'Aizvērt izvēlni',
  menuTitle: 'Izvēlne',
  social: {
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    instagram: 'Instagram',
    label: 'Sociālie tīkli',
  },
  footer: {
    tagline:
      'MI darbinieki, tērzēšanas roboti un automatizācija, kas atmaksājas. Vispirms redziet atdevi. Tad izlemiet.',
    companyHeading: 'Uzņēmums',
    registrationLabel: 'Reģ. Nr.',
    contactHeading: 'Kontakti',
    addressLabel: 'Adrese',
    phoneLabel: 'Tālrunis',
    emailLabel: 'E-pasts',
    exploreHeading: 'Lapas',
    legalHeading: 'Juridiskā informācija',
    legalLinks: [
      { label: 'Privātuma politika', href: routes.privacy.href },
      { label: 'Lietošanas noteikumi', href: routes.terms.href },
      { label: 'Sīkdatņu politika', href: routes.cookies.href },
    ],
    trademark: `${site.brand} un ${site.brand} logotips ir ${site.legalName} preču zīmes. Citi attēlotie nosaukumi un logotipi pieder to īpašniekiem.`,
    copyright: (year) => `© ${year} ${site.legalName}. Visas tiesības aizsargātas.`,
  },
} satisfies FrameContent
