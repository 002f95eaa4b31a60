import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { LegalDocument } from '@/content/types'

export const cookiePolicy = {
  title: 'Cookie Policy',
  lastUpdated: 'August 28, 2025',
  meta: {
    title: `Cookie Policy | ${site.brand}`,
    description: `Which cookies the ${site.brand} website uses (essential, performance, functionality and targeting), the third-party pixels, and how to opt out.`,
  },
  intro: [
    `This Cookie Policy explains how ${site.legalName} ("${site.brand}", "we") uses cookies and similar technologies on this website, and how you can control them. It complements our Privacy Policy.`,
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      blocks: [
        {
          kind: 'paragraph',
          text: "Cookies are small text files that a website stores in your browser. They let the site remember your actions and preferences and help us understand how the site is used. Similar technologies, such as pixels, local storage and SDKs, work in a comparable way; this policy calls them all 'cookies'.",
        },
        {
          kind: 'paragraph',
          text: 'Session cookies are deleted when you close your browser; persistent cookies stay until they expire or you delete them. First-party cookies are set by us, third-party cookies by other companies whose services we use.',
        },
      ],
    },
    {
      id: 'how-we-use-cookies',
      heading: 'How we use cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Essential cookies are always on, because the site cannot work without them. Every other category is used only after you give your consent, which you can withdraw at any time; refusing them does not limit your access to the site.',
        },
      ],
    },
    {
      id: 'types-of-cookies',
      heading: 'Types of cookies we use',
      blocks: [
        {
          kind: 'list',
          items: [
            'Essential cookies: keep the site secure and working, for example to protect our forms against abuse (a short-lived record in your browser limits how often one browser can send a message) and to remember your cookie choices.',
            'Performance cookies: tell us, in aggregate, which pages are visited, how long they take to load and where errors occur, so we can improve the site.',
            'Functionality cookies: remember choices you make, such as the language of the home page, so you do not have to make them again.',
            'Targeting / advertising cookies: help us and our advertising partners show you relevant messages about our services on other websites and measure how well our campaigns work.',
          ],
        },
      ],
    },
    {
      id: 'third-party-cookies',
      heading: 'Third-party analytics and advertising pixels, and how to opt out',
      blocks: [
        {
          kind: 'paragraph',
          text: 'With your consent we may use the following third-party services. Each sets its own cookies and has its own privacy policy; you can opt out with the links below:',
        },
        {
          kind: 'list',
          items: [
            'Google Analytics (performance): anonymised statistics about visits.',
            'Google Ads (targeting / advertising): conversion measurement and remarketing.',
            'Meta Pixel (targeting / advertising): measurement and remarketing on Facebook and Instagram.',
            'LinkedIn Insight Tag (targeting / advertising): measurement and remarketing on LinkedIn.',
          ],
        },
        {
          kind: 'links',
          items: [
            {
              label: 'Google Analytics opt-out browser add-on',
              href: 'https://tools.google.com/dlpage/gaoptout',
            },
            { label: 'Google ad settings', href: 'https://adssettings.google.com' },
            {
              label: 'Meta (Facebook) ad preferences',
              href: 'https://www.facebook.com/settings?tab=ads',
            },
            {
              label: 'LinkedIn retargeting opt-out',
              href: 'https://www.linkedin.com/psettings/guest-controls/retargeting-opt-out',
            },
            {
              label: 'Your Online Choices (European opt-out platform)',
              href: 'https://www.youronlinechoices.eu',
            },
          ],
        },
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing cookies in your browser',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Besides your choices on our site, you can block or delete cookies in your browser settings. Blocking essential cookies may stop parts of the site, such as the forms, from working. The help pages of your browser explain how:',
        },
        {
          kind: 'links',
          items: [
            { label: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
            {
              label: 'Mozilla Firefox',
              href: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox',
            },
            {
              label: 'Apple Safari',
              href: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471',
            },
            {
              label: 'Microsoft Edge',
              href: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long cookies are kept',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Essential and functionality cookies last from the end of your visit up to 12 months. Performance cookies last up to 14 months and targeting cookies up to 13 months, the longest periods the providers above allow. You can delete them earlier at any time.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We update this policy when we add, change or remove cookies. The date at the top shows the latest version; when the change affects your consent, we ask for it again.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `Questions about cookies or your data: ${site.legalName}, ${site.address}, ${site.email}, ${site.phone}. More about how we process personal data is in the Privacy Policy.`,
        },
        { kind: 'links', items: [{ label: 'Read the Privacy Policy', href: routes.privacy.href }] },
      ],
    },
  ],
} satisfies LegalDocument
