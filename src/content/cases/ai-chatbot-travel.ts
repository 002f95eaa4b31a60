import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'ai-chatbot-travel'
const title = 'Multilingual AI Chatbot for a Tour Operator'

export const aiChatbotTravel = {
  slug,
  title,
  description:
    'Saulriets Tours, a Riga tour operator, now answers travellers around the clock in five languages with an AI chatbot that checks departures, takes bookings and carries the FAQ load its sales team used to handle.',
  metrics: [
    { title: 'Service', value: 'AI chatbot' },
    { title: 'Industry', value: 'Travel & tourism' },
    { title: 'Time saved', value: '30 h per week' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a tour coach on a Baltic coastal road with destination pins',
    },
    title: 'About the client',
    text: 'Saulriets Tours has run group and self-drive tours across the Baltics, Scandinavia and Central Europe since 2009, selling to travellers from Germany, Finland and the Baltic states. A sales team of eight handled bookings by phone, e-mail and website chat, and in peak season more than half of their day went on the same questions: what is included, which dates still have seats, can the luggage allowance change. Enquiries that arrived after 18:00 or in German waited until the next morning, and some of those travellers booked elsewhere.',
  },
  solution: {
    title: 'What we built',
    text: [
      'An AI chatbot on the website and Facebook Messenger that answers in Latvian, English, German, Finnish and Russian, grounded in the tour catalogue, booking terms and visa notes.',
      'Live seat availability and prices read from the reservation system, so the bot never offers a departure that is already full.',
      'A guided booking flow that collects traveller details, room preferences and extras, then creates a provisional booking for the sales team to confirm.',
      'Handover to a human agent, with the full conversation attached, whenever a request is unusual, such as group discounts or accessibility needs.',
      'A weekly review of unanswered questions, so the knowledge base grows with every season.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of a chatbot conversation flow for a tour operator',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'More than half of all enquiries are now resolved by the chatbot without a person stepping in.',
      'Evening and weekend enquiries get an answer in seconds instead of waiting for the next working day.',
      'The sales team spends its time on group tours and custom itineraries, where the margins are highest.',
      'German and Finnish travellers book in their own language without the company hiring extra staff.',
    ],
    metrics: [
      { number: '52%', title: 'of enquiries resolved without an agent' },
      { number: '24/7', title: 'answers in five languages' },
      { number: '2x', title: 'faster first response' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of travellers on a Baltic coast route connected by chat messages',
  },
  highlight:
    'In the first season, one enquiry in five arrived outside office hours, and the chatbot turned them into provisional bookings before the team was back at work.',
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'How we built a multilingual AI chatbot for a Riga tour operator: 24/7 answers in five languages, live seat availability and 52% of enquiries self-served.',
  },
} satisfies CaseStudy
