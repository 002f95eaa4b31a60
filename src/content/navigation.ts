import { perLocale } from '@/config/localeLookup'
import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { Locale } from '@/content/types'

/** Copy of the shared frame (header, mobile menu, footer), one object per language. */
export interface FrameContent {
  skipToContent: string
  homeLabel: string
  mainNavLabel: string
  services: { label: string; href: string; toggleLabel: string }
  serviceLinks: ReadonlyArray<{ label: string; href: string; description: string }>
  links: ReadonlyArray<{ label: string; href: string }>
  languageLabel: string
  languageNames: Record<Locale, string>
  login: string
  loginHint: string
  openMenu: string
  closeMenu: string
  menuTitle: string
  social: { linkedin: string; facebook: string; instagram: string; label: string }
  footer: {
    tagline: string
    companyHeading: string
    registrationLabel: string
    contactHeading: string
    addressLabel: string
    phoneLabel: string
    emailLabel: string
    exploreHeading: string
    legalHeading: string
    legalLinks: ReadonlyArray<{ label: string; href: string }>
    trademark: string
    copyright: string
  }
}

// every language by its own name (config/locales.ts), the same in each language's frame
const languageNames = perLocale((l) => l.nativeName)

// the year the site was built (config/buildDefines.ts, set by vite.config.ts)
const year = __BUILD_YEAR__

export const frameContent = {
  en: {
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
      copyright: `© ${year} ${site.legalName}. All rights reserved.`,
    },
  },
  lv: {
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
      copyright: `© ${year} ${site.legalName}. Visas tiesības aizsargātas.`,
    },
  },
  ru: {
    skipToContent: 'Перейти к содержанию',
    homeLabel: `${site.brand}, главная`,
    mainNavLabel: 'Основная навигация',
    services: { label: 'Услуги', href: routes.services.href, toggleLabel: 'Показать услуги' },
    serviceLinks: [
      {
        label: 'ИИ-решения',
        href: routes.aiSolutions.href,
        description: 'Чат-боты, автоматизация и MCP-системы',
      },
      {
        label: 'Консалтинг',
        href: routes.consulting.href,
        description: 'Стратегия, дорожные карты и готовность к ИИ',
      },
      {
        label: 'IT-решения',
        href: routes.itSolutions.href,
        description: 'Модернизация, интеграция и поддержка',
      },
    ],
    links: [
      { label: 'Проекты', href: routes.cases.href },
      { label: 'О нас', href: routes.about.href },
      { label: 'Контакты', href: routes.contacts.href },
    ],
    languageLabel: 'Язык',
    languageNames,
    login: 'Войти',
    loginHint: 'Кабинет клиента, откроется в новой вкладке',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    menuTitle: 'Меню',
    social: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      instagram: 'Instagram',
      label: 'Соцсети',
    },
    footer: {
      tagline:
        'ИИ-сотрудники, чат-боты и автоматизация, которые окупаются. Сначала увидьте отдачу. Потом решайте.',
      companyHeading: 'Компания',
      registrationLabel: 'Рег. №',
      contactHeading: 'Контакты',
      addressLabel: 'Адрес',
      phoneLabel: 'Телефон',
      emailLabel: 'Эл. почта',
      exploreHeading: 'Разделы',
      legalHeading: 'Правовая информация',
      legalLinks: [
        { label: 'Политика конфиденциальности', href: routes.privacy.href },
        { label: 'Условия использования', href: routes.terms.href },
        { label: 'Политика cookie', href: routes.cookies.href },
      ],
      trademark: `${site.brand} и логотип ${site.brand} являются товарными знаками ${site.legalName}. Другие названия и логотипы принадлежат их владельцам.`,
      copyright: `© ${year} ${site.legalName}. Все права защищены.`,
    },
  },
} satisfies Record<Locale, FrameContent>
