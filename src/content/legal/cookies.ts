import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { LegalDocument } from '@/content/types'

export const cookiePolicy = {
  title: 'Cookie Policy',
  lastUpdated: 'August 28, 2025',
  meta: {
    title: `Cookie Policy | ${site.brand}`,
    description: `Which cookies the ${site.brand} website uses (essential, performance, functionality, targeting), the third-party pixels and how to opt out.`,
  },
  intro: [
    `This Cookie Policy explains how ${site.legalName} ("${site.brand}", "we", "us") uses cookies and similar technologies on ${site.siteUrl}, what they do, and how you can accept, refuse or delete them.`,
    'It complements our Privacy Policy, which describes in more detail how we process personal data, the legal bases we rely on and the rights you have under the GDPR.',
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookies are small text files that a website places in your browser when you visit it. They allow the website to recognise your browser on later requests, remember your actions and preferences, and collect information about how the website is used.',
        },
        {
          kind: 'paragraph',
          text: 'Similar technologies work in a comparable way: local storage and session storage keep small pieces of data in your browser, and pixels (also called tags or web beacons) are small pieces of code that tell a third party that a page has been viewed or an action taken. In this policy we refer to all of them as "cookies".',
        },
        {
          kind: 'paragraph',
          text: 'Session cookies are deleted when you close your browser, while persistent cookies remain until they expire or you delete them. First-party cookies are set by the website you are visiting; third-party cookies are set by another company whose service is used on that website.',
        },
      ],
    },
    {
      id: 'how-we-use-cookies',
      heading: 'How we use cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use cookies to keep the website secure and working, to remember your choices, to understand in aggregate how visitors use the website so that we can improve it, and, where enabled, to measure and tailor our advertising.',
        },
        {
          kind: 'paragraph',
          text: 'In line with the ePrivacy Directive and Latvian law, essential cookies that are strictly necessary to provide the website are used without consent. All other cookies, namely performance, functionality and targeting or advertising cookies, are placed only after you have given your consent. You can refuse them without any effect on your access to the website, and you can withdraw or change your consent at any time with effect for the future.',
        },
        {
          kind: 'paragraph',
          text: 'Where cookies collect personal data, such as an IP address or an online identifier, we process that data as described in our Privacy Policy. We do not use cookies to identify you by name.',
        },
      ],
    },
    {
      id: 'types-of-cookies',
      heading: 'Types of cookies we use',
      blocks: [
        { kind: 'paragraph', text: 'We group the cookies on our website into four categories:' },
        {
          kind: 'paragraph',
          text: 'Essential cookies. These are strictly necessary for the website to function and cannot be switched off in our systems. They include:',
        },
        {
          kind: 'list',
          items: [
            "security and abuse prevention for our forms, for example a short-lived record in your browser's local storage of when a form was last sent, which limits how often one browser can send messages;",
            'the record of your cookie preferences, so that we do not ask you again on every page;',
            'technical cookies set by our hosting infrastructure to route requests and protect the website against attacks.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Performance cookies. These collect information about how visitors use the website, such as which pages are visited most often, how long pages take to load and whether error messages appear. The information is aggregated and helps us improve the website. Google Analytics is an example.',
        },
        {
          kind: 'paragraph',
          text: 'Functionality cookies. These allow the website to remember choices you make, such as the language version you prefer or content you have already dismissed, and to provide enhanced features, including embedded content such as the map on our contacts page. If you refuse them, some features may not work as intended.',
        },
        {
          kind: 'paragraph',
          text: 'Targeting / advertising cookies. These are set by our advertising partners to measure the effectiveness of our campaigns, for example whether a visitor who clicked an ad later sent us an enquiry, and to show you relevant messages about our services on other websites and social networks. They work by uniquely identifying your browser and device. Google Ads, Meta Pixel and the LinkedIn Insight Tag are examples.',
        },
      ],
    },
    {
      id: 'third-party-cookies',
      heading: 'Third-party analytics and advertising pixels',
      blocks: [
        {
          kind: 'paragraph',
          text: 'With your consent, we may use the following third-party services. Each provider sets its own cookies, may combine the information with data it holds from other websites, and processes it under its own privacy policy:',
        },
        {
          kind: 'list',
          items: [
            'Google Analytics (performance): statistics about visits and the use of the website, with IP addresses not stored by Google Analytics 4. Provider: Google Ireland Limited.',
            'Google Ads (targeting / advertising): conversion tracking and remarketing for our advertising on Google and its partner websites. Provider: Google Ireland Limited.',
            'Meta Pixel (targeting / advertising): measurement of our campaigns and remarketing on Facebook and Instagram. Provider: Meta Platforms Ireland Limited.',
            'LinkedIn Insight Tag (targeting / advertising): conversion tracking, aggregated audience insights and remarketing on LinkedIn. Provider: LinkedIn Ireland Unlimited Company.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'These providers may transfer data to the United States; where they do, they rely on the EU-U.S. Data Privacy Framework or the Standard Contractual Clauses. Besides refusing these cookies on our website, you can opt out directly with each provider, or across many advertising companies at once, using the links below:',
        },
        {
          kind: 'links',
          items: [
            {
              label: 'Google Analytics opt-out browser add-on',
              href: 'https://tools.google.com/dlpage/gaoptout',
            },
            { label: 'Google Ads: My Ad Center settings', href: 'https://adssettings.google.com' },
            {
              label: 'Meta (Facebook and Instagram): ad preferences',
              href: 'https://www.facebook.com/settings?tab=ads',
            },
            {
              label: 'LinkedIn Insight Tag: retargeting opt-out',
              href: 'https://www.linkedin.com/psettings/guest-controls/retargeting-opt-out',
            },
            {
              label: 'Your Online Choices: European interest-based advertising opt-out',
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
          text: 'In addition to the choices you make on our website, most browsers let you see which cookies are stored, delete them individually or all at once, block third-party cookies, or block all cookies from a particular website. Clearing your browser data also removes data held in local storage.',
        },
        {
          kind: 'paragraph',
          text: 'Please note that if you block all cookies, including essential ones, some parts of our website, such as the contact and consultation forms, may not work properly. Your settings apply only to the browser and device on which you make them, so you need to repeat them on each browser and device you use. The help pages of the most common browsers explain how:',
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
        {
          kind: 'paragraph',
          text: 'You can also turn on the "Do Not Track" or Global Privacy Control settings of your browser, or use browser extensions that block tracking pixels.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long cookies are kept',
      blocks: [
        {
          kind: 'paragraph',
          text: 'How long a cookie remains in your browser depends on its type and on the provider that sets it. As a guide:',
        },
        {
          kind: 'list',
          items: [
            'Essential cookies: session cookies are deleted when you close your browser; the record of your cookie preferences is kept for up to 12 months, after which we ask for your choice again; the form rate-limit record holds only the time of the last send and remains until you clear your browser data.',
            'Performance cookies: Google Analytics cookies (such as _ga) are kept for up to 2 years.',
            'Functionality cookies: up to 12 months.',
            'Targeting / advertising cookies: typically between 90 days and 13 months, for example 90 days for the Google Ads and Meta Pixel conversion cookies and up to 1 year for LinkedIn cookies.',
          ],
        },
        {
          kind: 'paragraph',
          text: "You can delete cookies at any time before they expire using your browser settings. Where cookies collect personal data, the data derived from them is kept by us and by the providers for the periods stated in our Privacy Policy and in the providers' own policies.",
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this Cookie Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this Cookie Policy when we add, change or remove cookies or third-party tools, or when the law or regulatory guidance changes. The "Last updated" date at the top of this page shows when it was last revised.',
        },
        {
          kind: 'paragraph',
          text: 'If a change affects the cookies you have consented to, for example when we introduce a new category or provider, we will ask for your consent again before those cookies are placed.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you have any questions about our use of cookies or about your personal data, please contact ${site.legalName}, ${site.address}, by e-mail at ${site.email} or by phone at ${site.phone}.`,
        },
        {
          kind: 'paragraph',
          text: 'More information about how we process personal data and about your rights, including the right to lodge a complaint with the Data State Inspectorate of Latvia (Datu valsts inspekcija), is available in our Privacy Policy.',
        },
        { kind: 'links', items: [{ label: 'Read the Privacy Policy', href: routes.privacy.href }] },
      ],
    },
  ],
} satisfies LegalDocument
