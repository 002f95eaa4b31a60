import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { loading } from '@/content/loading/ru'
import { languageNames, type FrameContent } from '@/content/navigation'

/** The Russian copy of the shared frame: header, mobile menu, footer. */
export const frame = {
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
  languageFailed:
    'не удалось загрузить страницу. Проверьте подключение к интернету и попробуйте ещё раз.',
  loading,
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
    copyright: (year) => `© ${year} ${site.legalName}. Все права защищены.`,
  },
} satisfies FrameContent
