import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'transport-calculator'
const title = 'AI Price Calculator for a Freight Company'

export const transportCalculator = {
  slug,
  title,
  description:
    'Trasa Logistics, a road freight company in Gdańsk, now gives shippers an instant, reliable quote from route, weight and cargo type instead of making them wait hours for a callback.',
  metrics: [
    { title: 'Service', value: 'AI automation' },
    { title: 'Industry', value: 'Freight & logistics' },
    { title: 'Time saved', value: '92%' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of freight trucks on a highway linking Poland, the Baltics and Scandinavia',
    },
    title: 'About the client',
    text: 'Trasa Logistics runs full and part-load road freight between Poland, the Baltic states, Germany and Scandinavia with its own fleet of 120 trucks and a network of subcontractors. Quote requests arrived by e-mail, phone and freight exchanges, and each went to a dispatcher who checked the route, tolls, fuel, loading metres and the chance of a return load by hand. A quote took up to four hours, prices varied by dispatcher, and many shippers had already booked with a faster competitor.',
  },
  solution: {
    title: 'What we built',
    text: [
      'A quote calculator on the website and in the customer portal: enter origin, destination, weight, pallets or loading metres and cargo type, and get a price in under 30 seconds.',
      'A pricing model trained on five years of orders that combines distance, tolls, fuel indices, seasonality and the likelihood of a return load on each lane.',
      'Rules for ADR, temperature-controlled and oversized cargo, with automatic referral to a dispatcher when a request falls outside the model.',
      'Margin guardrails set by management, so every instant quote stays inside the approved price corridor.',
      'One-click booking that turns an accepted quote into an order in the transport management system.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of a route, a cargo pallet and a weight gauge feeding an instant price quote',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Dispatchers spend their time planning loads, not calculating prices.',
      'Quotes are consistent across the team and can be explained line by line.',
      'More quotes become orders because shippers get an answer while they are still comparing offers.',
      'Management changes a fuel surcharge or margin once and it applies to every new quote.',
    ],
    metrics: [
      { number: '<30 s', title: 'per quote, down from up to 4 hours' },
      { number: '+27%', title: 'quote-to-order conversion' },
      { number: '3x', title: 'more quotes handled per day' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a European freight map with lanes, trucks and price tags',
  },
  highlight:
    'Shippers now see a price while they are still on the page, and more of them book on the spot.',
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'An AI freight price calculator for a Polish road haulier: instant quotes from route, weight and cargo type in under 30 seconds and 27% more quotes won.',
  },
} satisfies CaseStudy
