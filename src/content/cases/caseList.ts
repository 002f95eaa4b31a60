import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { CaseListItem } from '@/content/types'

const cover = (slug: string, alt: string) => ({
  src: `/art/cases/${slug}/cover.svg`,
  width: 800,
  height: 500,
  alt,
})

/** spec §3 Case list item: the twelve cards of /cases, ids "1" … "12". */
export const caseListItems = [
  {
    id: '1',
    category: 'GenAI',
    title: 'AI Assistant for a Private Clinic',
    description:
      'Online booking, triage guidance and reminders for a Riga clinic, live in 10 days, with 67% fewer routine calls to reception.',
    image: cover(
      'medical-clinic-chatbot',
      'Illustration of a clinic chat assistant with appointment slots and reminder notifications',
    ),
    linkHref: routes.caseDetail.href('medical-clinic-chatbot'),
  },
  {
    id: '2',
    category: 'GenAI • ML',
    title: 'AI Platform for Customs Declarations',
    description:
      'Document classification, HS code suggestions and declaration drafts that cut the preparation time of a customs broker by 73%.',
    image: cover(
      'customs-ai-platform',
      'Illustration of shipping documents being sorted and matched to customs codes',
    ),
    linkHref: routes.caseDetail.href('customs-ai-platform'),
  },
  {
    id: '3',
    category: 'GenAI',
    title: 'AI Trip Planner for an Online Travel Agency',
    description:
      'Bookable day-by-day itineraries in minutes, with extras that fit the trip and an 18% higher average booking value.',
    image: cover(
      'travel-ai-assistant',
      'Illustration of an AI-built travel itinerary connecting cities on a map',
    ),
    linkHref: routes.caseDetail.href('travel-ai-assistant'),
  },
  {
    id: '4',
    category: 'AI • ML',
    title: 'Marketing Dashboard with AI Reports',
    description:
      'Six ad channels in one dashboard and weekly client reports written automatically for a Riga marketing agency.',
    image: cover(
      'marketing-dashboard',
      'Illustration of a marketing dashboard combining ad channel charts',
    ),
    linkHref: routes.caseDetail.href('marketing-dashboard'),
  },
  {
    id: '5',
    category: 'GenAI',
    title: 'Car Rental Chatbot',
    description:
      'Availability, prices and booking changes in a chat for airport branches in Lithuania and Latvia, answered twice as fast.',
    image: cover(
      'car-rental-chatbot',
      'Illustration of a rental car beside a chat window showing a price quote',
    ),
    linkHref: routes.caseDetail.href('car-rental-chatbot'),
  },
  {
    id: '6',
    category: 'AI • ML',
    title: 'AI Freight Price Calculator',
    description:
      'Instant road freight quotes from route, weight and cargo type in under 30 seconds instead of up to four hours.',
    image: cover(
      'transport-calculator',
      'Illustration of a freight truck, a route line and an instant price tag',
    ),
    linkHref: routes.caseDetail.href('transport-calculator'),
  },
  {
    id: '7',
    category: 'GenAI • ML',
    title: 'AI Support Agent for a SaaS Company',
    description:
      'An agent inside the help desk that answers most questions on its own: 80% fewer tickets for the support team.',
    image: cover(
      'support-ai-agent',
      'Illustration of an AI agent resolving support tickets in a help desk inbox',
    ),
    linkHref: routes.caseDetail.href('support-ai-agent'),
  },
  {
    id: '8',
    category: 'Web • IT',
    title: 'Website Rebuild for a Travel Company',
    description:
      'A fast four-language site with the booking engine built in, delivered in seven weeks for a Lapland tour specialist.',
    image: cover(
      'travel-website',
      'Illustration of a travel website on desktop and mobile under the northern lights',
    ),
    linkHref: routes.caseDetail.href('travel-website'),
  },
  {
    id: '9',
    category: 'Web • IT',
    title: 'Web Platform for Vehicle Shipping',
    description:
      'Online orders, dispatch planning, a driver app and live tracking for a car transport company, launched in six weeks.',
    image: cover(
      'car-transport-web',
      'Illustration of a car transporter truck with a live tracking pin',
    ),
    linkHref: routes.caseDetail.href('car-transport-web'),
  },
  {
    id: '10',
    category: 'ML • IT',
    title: 'SKU Inventory System for a Wholesaler',
    description:
      'Stock synced across ERP, B2B portal and marketplaces, with demand forecasts that lowered carrying costs by 35%.',
    image: cover(
      'sku-inventory-system',
      'Illustration of warehouse shelves with barcodes and a stock forecast chart',
    ),
    linkHref: routes.caseDetail.href('sku-inventory-system'),
  },
  {
    id: '11',
    category: 'AI • ML',
    title: 'AI Forecasting for an Energy Company',
    description:
      'Consumption forecasts and anomaly detection on smart-meter and grid data, with 32% lower imbalance costs.',
    image: cover(
      'energy-sector-ai',
      'Illustration of an electricity grid with a forecast curve and anomaly markers',
    ),
    linkHref: routes.caseDetail.href('energy-sector-ai'),
  },
  {
    id: '12',
    category: 'Consulting',
    title: 'AI Strategy for a Manufacturer',
    description:
      'Fourteen opportunities scored, a funded 12-month roadmap and a quoting pilot, all in six weeks.',
    image: cover(
      'digital-strategy',
      'Illustration of a factory connected to a roadmap of AI initiatives',
    ),
    linkHref: routes.caseDetail.href('digital-strategy'),
  },
] satisfies readonly CaseListItem[]

/** The /cases page: heading, intro and meta. */
export const casesPageContent = {
  title: 'Our projects',
  intro:
    'A selection of the 30+ AI, automation and web projects we have delivered for companies in six countries, with the results they measured.',
  moreLabel: 'View more',
  meta: {
    title: `Case Studies: AI, Automation and Web Projects | ${site.brand}`,
    description:
      'Case studies of AI chatbots, automation, machine learning, web platforms and AI consulting we delivered for clients across the Baltics and Europe, with results.',
  },
}
