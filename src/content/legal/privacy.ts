import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { LegalDocument } from '@/content/types'

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: 'August 28, 2025',
  meta: {
    title: `Privacy Policy | ${site.brand}`,
    description: `How ${site.legalName} collects, uses and protects personal data from its website, forms and consultations, and the rights you have under the GDPR.`,
  },
  intro: [
    `This Privacy Policy explains how ${site.legalName} ("${site.brand}", "we", "us") processes personal data when you visit our website, send us a request, subscribe to our newsletter or book a consultation. We process personal data in line with the General Data Protection Regulation (EU) 2016/679 ("GDPR") and the Personal Data Processing Law of the Republic of Latvia.`,
    'We collect as little as we need, keep it only as long as we need it, and never sell it.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      blocks: [
        {
          kind: 'paragraph',
          text: `The controller of your personal data is ${site.legalName}, registration number ${site.registrationNumber}, ${site.address}. You can reach us about anything in this policy at ${site.email} or ${site.phone}.`,
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'What data we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only the data you give us and a minimum of technical data:',
        },
        {
          kind: 'list',
          items: [
            'Request and contact forms: your name, e-mail address and the message you write.',
            'Newsletter: your e-mail address.',
            'Consultation bookings: the details you enter in the external scheduling service, such as your name, e-mail address and chosen time.',
            'Correspondence: anything you send us by e-mail or phone, and our replies.',
            'Technical data: your IP address, browser type and the pages you visit, as recorded in server logs and, where you consent, by the cookies described in our Cookie Policy.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Please do not send us special categories of data (such as health information) through our forms. If a project needs such data, we agree on a separate, secure way to handle it first.',
        },
      ],
    },
    {
      id: 'purposes-and-legal-bases',
      heading: 'Why we use your data and on what legal basis',
      blocks: [
        {
          kind: 'list',
          items: [
            'To answer your request and prepare a proposal: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).',
            'To deliver the services we agree on and to invoice them: performance of a contract (Article 6(1)(b)) and our legal obligations under Latvian accounting and tax law (Article 6(1)(c)).',
            'To send the newsletter: your consent (Article 6(1)(a)), which you can withdraw at any time through the link in every issue or by writing to us.',
            'To keep the website secure and working and to understand how it is used: our legitimate interests (Article 6(1)(f)), and your consent where cookies that are not essential are involved.',
            'To establish, exercise or defend legal claims: our legitimate interests (Article 6(1)(f)).',
          ],
        },
      ],
    },
    {
      id: 'processors',
      heading: 'Service providers who process data for us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use carefully selected providers who process personal data on our behalf and under our instructions, bound by data processing agreements:',
        },
        {
          kind: 'list',
          items: [
            'EmailJS, which delivers the messages you send through our forms to our mailbox.',
            'The external scheduling service on which you book a free 30-minute consultation.',
            'Our e-mail and hosting providers, which store our correspondence and serve this website.',
            'OpenStreetMap, whose map is embedded on our contacts page and receives your IP address when the map loads.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We share personal data with public authorities only where the law requires it, and with professional advisers (such as auditors and lawyers) who are bound by confidentiality.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transfers outside the European Economic Area',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some of our providers may process data outside the European Economic Area, for example in the United States. When they do, we rely on an adequacy decision of the European Commission (including the EU-U.S. Data Privacy Framework where the provider is certified) or on the Standard Contractual Clauses adopted by the Commission, together with additional safeguards where needed. You can ask us for a copy of the safeguards that apply.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Requests that do not lead to a contract: up to 24 months after our last contact, so that we can follow up on the conversation.',
            'Contract and invoicing records: for as long as Latvian law requires, currently up to 10 years.',
            'Newsletter subscriptions: until you unsubscribe; we then keep only a record of the opt-out.',
            'Server logs: up to 30 days, unless needed longer to investigate a security incident.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under the GDPR you have the right to access your personal data, to have it corrected or erased, to restrict or object to its processing, to data portability, and to withdraw your consent at any time without affecting the lawfulness of processing before the withdrawal.',
        },
        {
          kind: 'paragraph',
          text: `To use any of these rights, write to ${site.email}. We answer within one month. If you believe we process your data unlawfully, you may lodge a complaint with the Data State Inspectorate of Latvia (Datu valsts inspekcija, www.dvi.gov.lv) or with the supervisory authority of your country of residence.`,
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect personal data with technical and organisational measures suited to the risk: encrypted connections (HTTPS), access limited to the people who need it, multi-factor authentication on our systems, regular updates and backups, and confidentiality obligations for our team and partners. No method of transmission over the internet is completely secure, but we work to keep your data safe and will notify you and the authorities of a breach where the law requires it.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website uses cookies and similar technologies. Essential cookies keep the site working; all others are used only with your consent. The Cookie Policy explains which cookies we use and how to control them.',
        },
        { kind: 'links', items: [{ label: 'Read the Cookie Policy', href: routes.cookies.href }] },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our services are aimed at businesses and are not directed to children under 16. We do not knowingly collect personal data from children under 16. If you believe a child has sent us personal data, please contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to this policy and how to contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy when our services or the law change. The date at the top shows when it was last updated; for significant changes we will also inform newsletter subscribers.',
        },
        {
          kind: 'paragraph',
          text: `Questions about this policy or your data: ${site.legalName}, ${site.address}, ${site.email}, ${site.phone}.`,
        },
      ],
    },
  ],
} satisfies LegalDocument
