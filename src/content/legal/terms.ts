import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { LegalDocument } from '@/content/types'

export const termsOfUse = {
  title: 'Terms of Use',
  lastUpdated: 'August 28, 2025',
  meta: {
    title: `Terms of Use | ${site.brand}`,
    description: `The terms for using the ${site.brand} website: its content, acceptable use, consultation bookings, liability and the Latvian law that governs them.`,
  },
  intro: [
    `These Terms of Use ("Terms") govern your access to and use of the website at ${site.siteUrl} (the "website"), operated by ${site.legalName}, registration number ${site.registrationNumber}, with its registered address at ${site.address} ("${site.brand}", "we", "us", "our").`,
    'Please read these Terms carefully before using the website. They apply to every visitor, whether you are simply reading about our services, sending us an enquiry or booking a consultation.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By accessing or using the website you confirm that you have read, understood and agree to be bound by these Terms. If you do not agree with them, please do not use the website.',
        },
        {
          kind: 'paragraph',
          text: 'If you use the website on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms on its behalf, and "you" then also refers to that organisation.',
        },
        {
          kind: 'paragraph',
          text: 'How we process personal data in connection with the website is described in our Privacy Policy, and our use of cookies in our Cookie Policy. Both form part of the information you should read together with these Terms.',
        },
      ],
    },
    {
      id: 'services-and-information',
      heading: 'Our services and the information on the website',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website presents ${site.brand} and the services we offer to businesses: AI automation, AI chatbots, IT solutions and AI consulting, together with case studies, descriptions of our methods and information about our team. It is intended for business users.`,
        },
        {
          kind: 'paragraph',
          text: 'The content of the website is general information only. It does not constitute an offer capable of acceptance, nor technical, legal, financial or other professional advice for your particular situation, and you should not rely on it as such. Figures in case studies and elsewhere, such as time saved, cost reductions or response times, describe results achieved in specific past projects; the results of any future project depend on your processes, data, systems and other circumstances.',
        },
        {
          kind: 'paragraph',
          text: 'A contract for our services is concluded only by a separate written agreement between you and us, such as a signed proposal, statement of work or service agreement. That agreement governs the services and prevails over these Terms in case of any conflict.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Use of the website and acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may use the website only for lawful purposes and in accordance with these Terms. In particular, you agree not to:',
        },
        {
          kind: 'list',
          items: [
            'use the website in any way that breaches applicable law or infringes the rights of others, including their intellectual property and privacy rights;',
            'submit false, misleading, abusive, defamatory or unlawful content, or information about another person without their permission, through our forms;',
            'use our forms or e-mail addresses to send spam, advertising, chain letters or other unsolicited messages;',
            'attempt to gain unauthorised access to the website, the servers on which it is hosted, or any connected system or database, or probe, scan or test their vulnerability;',
            'interfere with or disrupt the operation of the website, including by denial-of-service attacks or by sending excessive requests;',
            'use robots, scrapers or other automated means to access, copy or extract content from the website, other than search engines indexing it for public search results;',
            'introduce viruses, trojans, worms or any other malicious or technologically harmful material.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may restrict or block access to the website, disregard messages and report activities to the competent authorities where we reasonably believe that these rules have been breached. You are responsible for the accuracy of the information you send us and for keeping your own devices and connection secure.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The website and all of its content, including texts, graphics, illustrations, photographs, layout, design, software code and the ${site.brand} name and logo, are owned by ${site.legalName} or its licensors and are protected by copyright, trademark and other intellectual property laws of Latvia, the European Union and international treaties. All rights not expressly granted in these Terms are reserved.`,
        },
        {
          kind: 'paragraph',
          text: 'You may view the website and print or download extracts of pages for your own internal, non-commercial reference, provided that you do not modify them and you keep all copyright and other proprietary notices. Any other use, including reproducing, distributing, publishing, adapting or creating derivative works from our content, or using it to train machine learning models, requires our prior written permission.',
        },
        {
          kind: 'paragraph',
          text: 'The names, logos and trademarks of clients, partners and technology providers shown on the website belong to their respective owners and are used for identification purposes only. Their display does not grant you any right to use them.',
        },
      ],
    },
    {
      id: 'bookings-and-third-party-services',
      heading: 'Consultation bookings and third-party services',
      blocks: [
        {
          kind: 'paragraph',
          text: "You can book a free 30-minute consultation through an external scheduling service linked from the website. The booking is made on that provider's platform and is subject to its own terms and privacy policy. A free consultation is an introductory conversation: it creates no obligation for you or for us to enter into a contract, and any views we share during it are preliminary and not professional advice.",
        },
        {
          kind: 'paragraph',
          text: 'We do our best to honour every booking, but we may need to reschedule or decline a consultation, for example where the request falls outside our services or we are unavailable. We will let you know by e-mail as early as possible. Please let us know if you cannot attend a booked consultation, so that the time can be offered to someone else.',
        },
        {
          kind: 'paragraph',
          text: `Messages you send through our contact, consultation and newsletter forms are delivered to us by the third-party e-mail service EmailJS, and the map on our contacts page is provided by OpenStreetMap. The "Login" button leads to a separate client dashboard for existing clients, whose use is governed by the client's service agreement with us. We are not responsible for the availability or operation of third-party services that are outside our control.`,
        },
      ],
    },
    {
      id: 'no-warranties',
      heading: 'No warranties',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We take reasonable care to keep the website accurate, up to date and available. However, to the fullest extent permitted by law, the website and its content are provided "as is" and "as available", without warranties of any kind, whether express or implied, including warranties of accuracy, completeness, fitness for a particular purpose and non-infringement.',
        },
        {
          kind: 'paragraph',
          text: 'In particular, we do not warrant that the website will be uninterrupted, timely, secure or free from errors, viruses or other harmful components, or that any defects will be corrected. We may change, suspend or withdraw all or any part of the website, or change its content, at any time and without notice.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: `To the fullest extent permitted by law, ${site.legalName}, its directors, employees and contractors are not liable for any indirect, incidental, special or consequential loss or damage, or for any loss of profit, revenue, business, goodwill, data or anticipated savings, arising out of or in connection with your use of, or inability to use, the website, or your reliance on any of its content.`,
        },
        {
          kind: 'paragraph',
          text: 'Since the website is provided free of charge and for information only, our total liability to you in connection with the website, whatever the legal basis of the claim, is limited to the extent permitted by law. Any liability arising from services we provide under a contract is governed exclusively by that contract.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these Terms excludes or limits liability that cannot be excluded or limited under applicable law, including liability for damage caused intentionally or through gross negligence.',
        },
      ],
    },
    {
      id: 'links-to-other-sites',
      heading: 'Links to other websites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website contains links to websites and services operated by third parties, such as our social media profiles, the scheduling service, the client dashboard and the websites of technology providers. These links are provided for your convenience only.',
        },
        {
          kind: 'paragraph',
          text: 'We have no control over the content, availability, security or privacy practices of third-party websites, and a link does not mean that we endorse them or the information they contain. When you follow a link, the terms of use and privacy policy of that website apply, and we encourage you to read them.',
        },
        {
          kind: 'paragraph',
          text: 'You may link to the home page of our website, provided that you do so fairly and lawfully and in a way that does not damage our reputation or suggest any form of association, approval or endorsement on our part where none exists. You may not frame the website on another site.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and jurisdiction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms are governed by the laws of Latvia, without regard to its conflict-of-laws rules. Any non-contractual obligations arising out of or in connection with the website or these Terms are also governed by the laws of Latvia.',
        },
        {
          kind: 'paragraph',
          text: 'Any dispute arising out of or in connection with these Terms or your use of the website shall be submitted to the competent courts of the Republic of Latvia in Riga. This does not deprive you of the protection of mandatory provisions of the law of your country of residence, or of the right to bring proceedings before another court where mandatory law gives you that right.',
        },
        {
          kind: 'paragraph',
          text: 'Before starting any formal proceedings, we ask you to contact us so that we can try to resolve the matter amicably and promptly.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to these Terms and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may revise these Terms from time to time, for example when we change the website or our services, or when the law changes. The "Last updated" date at the top of this page shows when they were last revised. The version published on the website at the time of your visit applies, so please check this page regularly.',
        },
        {
          kind: 'paragraph',
          text: 'If any provision of these Terms is found to be invalid or unenforceable, the remaining provisions remain in full force and effect. Our failure to enforce any provision is not a waiver of our right to do so later.',
        },
        {
          kind: 'paragraph',
          text: `If you have any questions about these Terms, please contact ${site.legalName}, ${site.address}, by e-mail at ${site.email} or by phone at ${site.phone}.`,
        },
        {
          kind: 'links',
          items: [
            { label: 'Read the Privacy Policy', href: routes.privacy.href },
            { label: 'Read the Cookie Policy', href: routes.cookies.href },
          ],
        },
      ],
    },
  ],
} satisfies LegalDocument
