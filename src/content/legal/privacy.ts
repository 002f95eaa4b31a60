import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { LegalDocument } from '@/content/types'

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: 'August 28, 2025',
  meta: {
    title: `Privacy Policy | ${site.brand}`,
    description: `How ${site.legalName} collects, uses and protects personal data from its website forms, newsletter and consultations, and your rights under the GDPR.`,
  },
  intro: [
    `This Privacy Policy explains how ${site.legalName} ("${site.brand}", "we", "us", "our") collects and uses personal data when you visit ${site.siteUrl}, send us an enquiry or consultation request, subscribe to our newsletter, book a free consultation or otherwise get in touch with us. It also explains the rights you have and how to use them.`,
    'We process personal data in accordance with the General Data Protection Regulation (EU) 2016/679 ("GDPR") and the Personal Data Processing Law of the Republic of Latvia. Our website and services are intended for businesses and their representatives; we collect only the data we need, keep it only as long as we need it, and never sell it.',
  ],
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      blocks: [
        {
          kind: 'paragraph',
          text: `The controller responsible for the processing of your personal data described in this policy is ${site.legalName}, a company registered in the Register of Enterprises of the Republic of Latvia under registration number ${site.registrationNumber}, with its registered address at ${site.address}.`,
        },
        {
          kind: 'paragraph',
          text: `You can contact us about any question concerning this policy or your personal data by e-mail at ${site.email}, by phone at ${site.phone}, or by post at the address above. Please mark postal letters "Data protection".`,
        },
        {
          kind: 'paragraph',
          text: "When we deliver AI automation, chatbot, IT or consulting services to a client and, in doing so, process personal data on the client's behalf (for example, customer conversations handled by a chatbot we build), the client is the controller of that data and we act as its processor under a separate data processing agreement. This policy does not cover that processing; the client's own privacy notice does.",
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'What personal data we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect personal data that you give us directly and a limited amount of technical data generated when you use the website. Depending on how you interact with us, this may include:',
        },
        {
          kind: 'list',
          items: [
            'Contact and consultation forms: your name, your e-mail address and the content of your message, including any information about your company, project or needs that you choose to share.',
            'Newsletter: your e-mail address and the date and time of your subscription.',
            'Consultation bookings: the details you enter in the external scheduling service, such as your name, e-mail address, company, chosen date and time and any notes for the meeting, and, if the meeting takes place by video call, the information needed to set up that call.',
            'Correspondence: the content of e-mails, phone calls and messages you exchange with us, together with the date and time of the communication.',
            'Business relationship data: if you become a client or supplier, your name, job title, company, business contact details and the information needed to conclude, perform and invoice the contract.',
            'Technical data: your IP address, browser type and version, device and operating system, referring page, the pages you view and the date and time of your visit, as recorded in server logs and, where you have given consent, by the cookies described in our Cookie Policy.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You are not required to provide personal data to browse the website. If you want us to answer an enquiry or send you our newsletter, we need at least your e-mail address; without it we cannot reply. Please do not send us special categories of personal data (such as health data) or confidential information about third parties through our forms. If a project requires such data, we will first agree with you on a secure way to handle it.',
        },
        {
          kind: 'paragraph',
          text: 'The website has no user accounts of its own. The client dashboard opened by the "Login" button is a separate service for existing clients; the data processed there is governed by the client contract and the information provided within that service.',
        },
      ],
    },
    {
      id: 'purposes-and-legal-bases',
      heading: 'Why we use your data and on what legal basis',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We process personal data only where Article 6(1) GDPR gives us a legal basis. The purposes and the corresponding legal bases are:',
        },
        {
          kind: 'list',
          items: [
            'Answering your enquiry, preparing a proposal and holding the free consultation you book: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR) or, where you act on behalf of a company, our legitimate interest in responding to business enquiries (Article 6(1)(f) GDPR).',
            'Concluding and performing contracts with clients and suppliers, including project communication and invoicing: performance of a contract (Article 6(1)(b) GDPR) and our legitimate interest in communicating with the contact persons of our business partners (Article 6(1)(f) GDPR).',
            'Meeting our obligations under Latvian accounting, tax and other laws, such as keeping accounting records: compliance with a legal obligation (Article 6(1)(c) GDPR).',
            'Sending our newsletter: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time through the unsubscribe link in every issue or by writing to us.',
            'Operating the website securely, preventing abuse of our forms and diagnosing technical errors: our legitimate interest in a secure and functioning website (Article 6(1)(f) GDPR).',
            'Measuring how the website is used and, where enabled, showing relevant advertising: your consent (Article 6(1)(a) GDPR), given through our cookie settings.',
            'Establishing, exercising or defending legal claims: our legitimate interest in protecting our rights (Article 6(1)(f) GDPR).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Where we rely on legitimate interests, we have balanced those interests against your rights and freedoms, and you may object to the processing at any time as described in the section on your rights. We do not use your personal data for automated decision-making, including profiling, that produces legal effects concerning you or similarly significantly affects you.',
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'Service providers and other recipients',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal data only with recipients who need it for the purposes described above. Our service providers process personal data on our behalf and on our documented instructions as processors, bound by data processing agreements under Article 28 GDPR:',
        },
        {
          kind: 'list',
          items: [
            'EmailJS: our contact, consultation and newsletter forms send the name, e-mail address and message you enter directly from your browser to the EmailJS service, which delivers them to our mailbox. EmailJS therefore receives the form content and your IP address.',
            'The external scheduling service: when you follow a "Book" or "Consultation" link, you book your free 30-minute consultation on the website of our scheduling provider, which records the booking details you enter and shares them with us.',
            'E-mail, hosting and IT providers: the companies that host this website and provide our e-mail, file storage, video conferencing and accounting systems.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The contacts page contains an embedded map from OpenStreetMap. When the map loads, your browser requests map tiles from the servers of the OpenStreetMap Foundation, which receive your IP address and technical browser data and process them under their own privacy policy. Social networks and other external websites we link to likewise act as independent controllers once you visit them.',
        },
        {
          kind: 'paragraph',
          text: 'We also disclose personal data where required by law, for example to tax authorities, courts or law enforcement bodies, and to our professional advisers, such as auditors, accountants and lawyers, who are bound by confidentiality. If our business is reorganised, merged or sold, personal data may be transferred to the successor, which will remain bound by this policy.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transfers outside the European Economic Area',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We aim to store and process personal data within the European Union and the European Economic Area (EEA). Some of our service providers, including EmailJS, the scheduling service and certain e-mail and IT providers, may however process personal data in, or give access to it from, countries outside the EEA, such as the United States. The OpenStreetMap Foundation is based in the United Kingdom.',
        },
        {
          kind: 'paragraph',
          text: 'We transfer personal data outside the EEA only where an appropriate safeguard under Chapter V GDPR is in place, namely:',
        },
        {
          kind: 'list',
          items: [
            'an adequacy decision of the European Commission for the recipient country, such as the decision for the United Kingdom, or, for United States recipients certified under it, the EU-U.S. Data Privacy Framework;',
            'the Standard Contractual Clauses adopted by the European Commission, together with additional technical and organisational measures where an assessment of the recipient country shows they are needed; or',
            'where neither applies, one of the derogations in Article 49 GDPR, for example where the transfer is necessary to perform a contract with you or at your request.',
          ],
        },
        {
          kind: 'paragraph',
          text: `You can request information about the safeguards that apply to a particular transfer, or a copy of them, by writing to ${site.email}.`,
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep personal data only for as long as it is needed for the purpose for which it was collected, or for as long as the law requires. In particular:',
        },
        {
          kind: 'list',
          items: [
            'Enquiries, consultation requests and bookings that do not lead to a contract: up to 24 months after our last contact with you, so that we can refer back to the conversation if you return to it.',
            'Contracts, correspondence with clients and suppliers, and invoices: for the duration of the business relationship and then for the periods required by Latvian accounting and tax law and the applicable limitation periods for claims, in most cases no longer than 10 years after the contract ends.',
            'Newsletter subscriptions: until you unsubscribe or withdraw your consent. After that we keep only your e-mail address on a suppression list, to make sure you do not receive the newsletter again, and the record of your consent as evidence.',
            'Server logs: up to 30 days, unless a longer period is needed to investigate a specific security incident.',
            'Cookies: for the periods set out in our Cookie Policy.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When a retention period ends, we delete or irreversibly anonymise the data. Where data is needed to establish, exercise or defend a legal claim, we may keep it until that matter is finally resolved.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        { kind: 'paragraph', text: 'Under the GDPR you have the following rights:' },
        {
          kind: 'list',
          items: [
            'Right of access: to confirm whether we process your personal data and to receive a copy of it (Article 15 GDPR).',
            'Right to rectification: to have inaccurate data corrected and incomplete data completed (Article 16 GDPR).',
            'Right to erasure: to have your data deleted where, for example, it is no longer needed or you withdraw the consent it was based on (Article 17 GDPR).',
            'Right to restriction: to have the processing of your data restricted, for example while we check its accuracy (Article 18 GDPR).',
            'Right to data portability: to receive the data you provided to us, processed on the basis of consent or contract, in a structured, commonly used and machine-readable format, or to have it transmitted to another controller (Article 20 GDPR).',
            'Right to object: to object at any time to processing based on our legitimate interests, on grounds relating to your particular situation, and to object at any time to the use of your data for direct marketing (Article 21 GDPR).',
            'Right to withdraw consent: to withdraw your consent at any time, without affecting the lawfulness of processing carried out before the withdrawal (Article 7(3) GDPR).',
          ],
        },
        {
          kind: 'paragraph',
          text: `To exercise any of these rights, write to ${site.email} or to our postal address. We respond without undue delay and in any event within one month of receiving your request; where a request is complex or we receive many requests, this period may be extended by a further two months, in which case we will tell you why. We may ask you to confirm your identity before we act on a request. Exercising your rights is free of charge, unless a request is manifestly unfounded or excessive.`,
        },
        {
          kind: 'paragraph',
          text: 'If you believe that we process your personal data unlawfully, we would appreciate the chance to address your concern first. You also have the right to lodge a complaint with the supervisory authority in Latvia, the Data State Inspectorate (Datu valsts inspekcija), or with the supervisory authority of the EU or EEA member state where you live or work, or where the alleged infringement took place.',
        },
        {
          kind: 'links',
          items: [
            {
              label: 'Data State Inspectorate of Latvia (Datu valsts inspekcija)',
              href: 'https://www.dvi.gov.lv',
            },
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We apply appropriate technical and organisational measures to protect personal data against accidental or unlawful destruction, loss, alteration, unauthorised disclosure and access. These include encrypted connections (HTTPS) for the website and our forms, access rights limited to the team members who need the data for their work, multi-factor authentication and strong passwords on our business systems, regular software updates and backups, and written confidentiality obligations for our employees and contractors.',
        },
        {
          kind: 'paragraph',
          text: 'We select our service providers with care and require them, by contract, to apply an equivalent level of protection. No transmission over the internet or method of electronic storage is completely secure, so we cannot guarantee absolute security. If a personal data breach occurs that is likely to result in a risk to your rights and freedoms, we will notify the Data State Inspectorate within 72 hours where required, and inform you without undue delay where the risk is high.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      blocks: [
        {
          kind: 'paragraph',
          text: "Our website uses cookies and similar technologies, such as the browser's local storage. Essential technologies, which keep the website secure and working, are used without consent as the law allows. Performance, functionality and targeting or advertising cookies are used only if you consent to them, and you can change your choice at any time.",
        },
        {
          kind: 'paragraph',
          text: 'Our Cookie Policy explains in detail which cookies and third-party tools we use, for what purposes, how long they are kept and how you can control or opt out of them.',
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
          text: 'Our website and services are intended for businesses and professionals. Our services are not directed to children under 16, and we do not knowingly collect personal data from children under 16.',
        },
        {
          kind: 'paragraph',
          text: `If you are a parent or guardian and believe that a child under 16 has provided personal data to us, please contact us at ${site.email}. We will delete that data without undue delay.`,
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to this policy and how to contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this Privacy Policy from time to time to reflect changes in our services, the tools we use or the law. The "Last updated" date at the top of this page shows when it was last revised. If we make significant changes, we will draw attention to them on the website and, where appropriate, notify newsletter subscribers by e-mail. Where a change requires your consent, we will ask for it.',
        },
        {
          kind: 'paragraph',
          text: `If you have any questions about this policy or how we handle your personal data, please contact ${site.legalName}, ${site.address}, by e-mail at ${site.email} or by phone at ${site.phone}.`,
        },
      ],
    },
  ],
} satisfies LegalDocument
