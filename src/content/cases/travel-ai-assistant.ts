import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'travel-ai-assistant'
const title = 'AI Trip-Planning Assistant for an Online Travel Agency'

export const travelAiAssistant = {
  slug,
  title,
  description:
    'Tripsmith, an online travel agency in Tallinn, gives every customer a personal trip planner: an AI assistant that builds day-by-day itineraries from live inventory and suggests the extras that suit the trip.',
  metrics: [
    { title: 'Service', value: 'Generative AI assistant' },
    { title: 'Industry', value: 'Online travel' },
    { title: 'Time saved', value: '35 min per itinerary' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a laptop showing a travel booking site with flights, hotels and city landmarks',
    },
    title: 'About the client',
    text: 'Tripsmith sells city breaks, multi-stop European trips and tailor-made holidays to customers in Estonia, Finland and Latvia, with a team of 12 travel consultants. Customers increasingly asked for complete plans rather than a flight and a hotel, and each custom itinerary took a consultant around 40 minutes to research and write. Demand for tailor-made trips was growing faster than the team, and extras such as transfers, tours and insurance were offered inconsistently.',
  },
  solution: {
    title: 'What we built',
    text: [
      'A conversational planner on the website and in the mobile app that turns dates, budget, pace and interests into a day-by-day itinerary.',
      "Itineraries built only from bookable inventory: flights, hotels, rail and activities come from the agency's supplier APIs with live prices.",
      'Context-aware upsell that suggests airport transfers, skip-the-line tickets, travel insurance or a room upgrade only when they fit the plan.',
      'A consultant workspace where agents refine AI drafts, add local tips and send a branded itinerary in minutes.',
      'Guardrails against invented places and prices: every item in a plan is matched to a real product before the customer sees it.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of an AI assistant assembling a day-by-day itinerary on a map',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Consultants go from request to polished itinerary in about five minutes instead of forty.',
      'More customers add transfers and activities, which raises the average booking value.',
      'Self-service customers get a complete, bookable plan at any hour and pay for it in one basket.',
      'The team handles the growth in tailor-made requests without adding headcount.',
    ],
    metrics: [
      { number: '+18%', title: 'average booking value' },
      { number: '+60%', title: 'consultant productivity' },
      { number: '5 min', title: 'to a ready itinerary' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a European journey route linking cities, hotels and activities',
  },
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'An AI trip planner for a Tallinn online travel agency: bookable day-by-day itineraries in minutes, smart upsell and an 18% higher average booking value.',
  },
} satisfies CaseStudy
