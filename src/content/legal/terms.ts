import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { LegalDocument } from '@/content/types'

export const termsOfUse = {
  title: 'Terms of Use',
  lastUpdated: 'August 28, 2025',
  meta: {
    title: `Terms of Use | ${site.brand}`,
    description: `The terms that apply when you use the ${site.brand} website: its content, acceptable use, bookings, liability and the Latvian law that governs them.`,
  },
  intro: [
    `These Terms of Use govern your use of the website operated by ${site.legalName}, registration number ${site.registrationNumber}, ${site.address} ("${site.brand}", "we", "us"). Please read them before you use the site.`,
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By visiting or using this website you agree to these Terms of Use and to our Privacy Policy. If you use the site on behalf of a company, you confirm that you may accept these terms for it. If you do not agree, please do not use the site.',
        },
      ],
    },
    {
      id: 'the-website',
      heading: 'The website and its information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website presents our AI automation, AI chatbot, IT and consulting services, our projects and our company. Its content is general information, not an offer or professional advice for your particular situation. Figures such as time savings or returns describe results achieved in past projects; your results depend on your processes, data and systems.',
        },
        {
          kind: 'paragraph',
          text: 'A contract for services comes into being only through a separate written agreement, which then prevails over these terms.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { kind: 'paragraph', text: 'When you use the website you agree not to:' },
        {
          kind: 'list',
          items: [
            'break any law, or infringe the rights of others;',
            'send false, misleading, abusive or unsolicited messages through our forms;',
            'try to gain unauthorised access to the site, its servers or connected systems, or disrupt them;',
            'use automated means to copy, scrape or overload the site, other than search engines indexing it;',
            'upload or send malware or any other harmful code.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may block access to the site, or ignore messages, where we reasonably believe these rules are broken.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website, its texts, illustrations, design, code and the ${site.brand} name and logo belong to ${site.legalName} or its licensors and are protected by copyright and trademark law. You may view and print pages for your own information. Any other use, including copying, adapting or publishing our content, needs our written permission. Names and logos of clients and partners belong to their owners.`,
        },
      ],
    },
    {
      id: 'bookings-and-third-parties',
      heading: 'Consultation bookings and third-party services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Free consultations are booked on an external scheduling service, and our forms are delivered through the EmailJS e-mail service. These services have their own terms and privacy policies, which apply when you use them. A free consultation creates no obligation for either party; we may reschedule or decline a booking.',
        },
      ],
    },
    {
      id: 'no-warranties',
      heading: 'No warranties',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We take care to keep the website accurate and available, but we provide it "as is" and "as available". We do not warrant that it is free of errors, always available or free of harmful components, and we may change or remove content at any time without notice.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the extent the law allows, we are not liable for indirect or consequential losses, lost profits, lost data or business interruption arising from your use of the website or your reliance on its content. Nothing in these terms limits liability that cannot be limited by law, such as liability for intent or gross negligence.',
        },
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website links to websites we do not control, such as social networks, the scheduling service and the client dashboard. We are not responsible for their content, availability or privacy practices; visiting them is at your own risk.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms are governed by the laws of Latvia, without regard to its conflict-of-laws rules. Any dispute arising from them or from your use of the website is settled by the courts of the Republic of Latvia in Riga, unless mandatory law gives you the right to bring a claim elsewhere. We will always try to resolve a disagreement amicably first.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms from time to time; the date at the top shows the latest version, which applies from the moment it is published. If any provision is found invalid, the others remain in force.',
        },
        {
          kind: 'paragraph',
          text: `Questions about these terms: ${site.legalName}, ${site.address}, ${site.email}, ${site.phone}.`,
        },
        { kind: 'links', items: [{ label: 'Read the Privacy Policy', href: routes.privacy.href }] },
      ],
    },
  ],
} satisfies LegalDocument
