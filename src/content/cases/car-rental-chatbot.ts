import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'car-rental-chatbot'
const title = 'AI Chatbot for a Car Rental Company'

export const carRentalChatbot = {
  slug,
  title,
  description:
    'Autonoma Rent, a car rental company with branches at the Vilnius, Kaunas and Riga airports, lets customers check availability, get a price and change a booking in a chat, day or night.',
  metrics: [
    { title: 'Service', value: 'AI chatbot' },
    { title: 'Industry', value: 'Car rental & mobility' },
    { title: 'Time saved', value: '45%' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a rental car fleet parked at an airport branch',
    },
    title: 'About the client',
    text: 'Autonoma Rent runs a fleet of about 650 cars from airport and city branches in Lithuania and Latvia, serving tourists, business travellers and local drivers who need a replacement car. Most contact centre traffic was simple: is an automatic estate free next weekend, what does a second driver cost, can I pick up two hours later. Delayed flights meant many of these requests came late at night, when a single agent was on duty, and lost bookings went to the large international brands.',
  },
  solution: {
    title: 'What we built',
    text: [
      'A chatbot on the website, WhatsApp and Messenger connected to the fleet management system for real-time availability by branch, car class and dates.',
      'Instant quotes that include seasonal rates, extras, one-way fees and deposit rules, taken from the same pricing engine as the website.',
      'Self-service booking changes, from a new pick-up time or an extension to an extra driver or child seat, with a payment link for any difference.',
      'Flight number lookup that moves the pick-up time automatically when a flight is delayed.',
      'Escalation to the duty agent for damage, accidents and disputes, with the booking details already attached.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of a chat window showing car availability, a price quote and a booking change',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'The chatbot now handles almost half of the contact centre workload.',
      'Customers get answers twice as fast, including at 2 a.m. after a delayed flight.',
      'Night-time enquiries turn into bookings instead of going to competitors.',
      'Agents concentrate on damage claims and corporate accounts.',
    ],
    metrics: [
      { number: '2x', title: 'faster response to customers' },
      { number: '61%', title: 'of booking changes fully self-served' },
      { number: '+12%', title: 'bookings made outside office hours' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a car driving away from an airport at night with a chat bubble overhead',
  },
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'A car rental chatbot for Baltic airport branches: live availability, instant prices and self-service booking changes, answering twice as fast, day or night.',
  },
} satisfies CaseStudy
