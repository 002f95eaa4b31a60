import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'customs-ai-platform'
const title = 'AI Platform for a Customs Brokerage'

export const customsAiPlatform = {
  slug,
  title,
  description:
    'For Nordbalt Customs, a Lithuanian customs broker, we built an AI platform that sorts incoming shipping documents, suggests HS codes and drafts declarations for brokers to check and submit.',
  metrics: [
    { title: 'Service', value: 'AI automation & MCP systems' },
    { title: 'Industry', value: 'Logistics & customs' },
    { title: 'Time saved', value: '73%' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a seaport container terminal with a customs office and stacked shipping documents',
    },
    title: 'About the client',
    text: 'Nordbalt Customs is a customs brokerage in Klaipėda with offices at the seaport and in Kaunas, clearing around 9,000 declarations a month for freight forwarders, importers and e-commerce sellers. Every shipment arrived as a bundle of invoices, packing lists, bills of lading and certificates of origin in a dozen formats and languages. Brokers retyped the data into the declaration system by hand and looked up HS codes one line at a time, so a single mixed consignment could take most of an hour, and a classification error could mean penalties for the client.',
  },
  solution: {
    title: 'What we built',
    text: [
      'Document intake that reads PDFs, scans and e-mail attachments, classifies each file by type and extracts shippers, consignees, values, weights and line items.',
      'HS code suggestions for every invoice line, ranked by confidence and shown with the tariff notes and past classifications behind each one.',
      'Declaration drafts pre-filled in the format of the national customs system, leaving the broker to review, adjust and submit.',
      "An MCP server that gives the AI controlled, read-only access to the tariff database, client master data and the brokerage's own classification history.",
      'A full audit trail: every suggestion, edit and approval is logged, so the firm can show the authorities how each code was chosen.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of documents flowing through classification, HS code matching and a declaration draft',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'A declaration now takes about 12 minutes to prepare instead of 45, and a broker still signs off every line.',
      'Brokers accept most HS code suggestions as they are; the rest start from a shortlist instead of a blank field.',
      'The team absorbed a 40% rise in e-commerce volume without new hires.',
      'The platform paid for itself within three months of launch.',
    ],
    metrics: [
      { number: '73%', title: 'less time per declaration' },
      { number: '94%', title: 'of HS code suggestions accepted' },
      { number: '3 months', title: 'to return on investment' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of cargo containers moving through a digital customs checkpoint',
  },
  highlight:
    'A mixed consignment that used to mean 45 minutes of retyping is now a 12-minute review.',
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'AI document classification, HS code suggestions and declaration drafting for a Lithuanian customs broker: 73% less time per declaration and ROI in 3 months.',
  },
} satisfies CaseStudy
