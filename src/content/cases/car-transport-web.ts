import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'car-transport-web'
const title = 'Web Platform for a Car Transport Company'

export const carTransportWeb = {
  slug,
  title,
  description:
    'AutoVeds, a Latvian vehicle shipping company, moved orders, dispatch and shipment tracking from phone calls and spreadsheets to one web platform for customers, drivers and dispatchers.',
  metrics: [
    { title: 'Service', value: 'Web platform & IT modernisation' },
    { title: 'Industry', value: 'Vehicle logistics' },
    { title: 'Time saved', value: '25 h per week' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a car transporter truck loaded with vehicles on a European motorway',
    },
    title: 'About the client',
    text: 'AutoVeds ships around 1,200 vehicles a month on car transporters between Germany, the Netherlands, Poland and the Baltic states, working for dealers, leasing companies and private buyers. Orders arrived by phone and e-mail, dispatch ran on shared spreadsheets, and the most common call from customers was simply "where is my car?". Paper inspection reports made damage disputes slow and hard to settle.',
  },
  solution: {
    title: 'What we built',
    text: [
      'A customer portal where dealers and private buyers place an order, get a price and upload documents in a few steps.',
      'A dispatcher console that plans the load on each transporter, assigns drivers and replaces the shared spreadsheets.',
      'A driver web app for pick-up and delivery photos, digital inspection reports and e-signatures that keeps working offline on the road.',
      'Shipment tracking with GPS positions and automatic e-mail and SMS updates at every milestone.',
      'An integration with the accounting system, so the invoice is issued as soon as a vehicle is delivered.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of an order form, a dispatch board and a live tracking map for vehicle shipments',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Customers see where their car is without calling, and status calls have dropped sharply.',
      'Damage disputes are settled with time-stamped photos instead of paper forms.',
      'Dispatchers plan fuller loads because every order sits in one place.',
      'The platform launched in six weeks, with three years of order history migrated.',
    ],
    metrics: [
      { number: '70%', title: 'fewer "where is my car?" calls' },
      { number: '6 weeks', title: 'from kick-off to launch' },
      { number: '2 days', title: 'faster invoicing after delivery' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a tracked vehicle shipment route from Germany to the Baltics',
  },
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'A web platform for a Latvian car transport company: online orders, dispatch, a driver app and live tracking, launched in six weeks with 70% fewer status calls.',
  },
} satisfies CaseStudy
