import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'energy-sector-ai'
const title = 'AI Forecasting and Anomaly Detection for an Energy Company'

export const energySectorAi = {
  slug,
  title,
  description:
    'Gaismas Tīkli, a regional electricity distributor and supplier in Latvia, uses machine learning to forecast consumption and flag anomalies in smart-meter and grid data before they become costly.',
  metrics: [
    { title: 'Service', value: 'AI & machine learning' },
    { title: 'Industry', value: 'Energy & utilities' },
    { title: 'Time saved', value: '40%' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of power lines, a substation and smart meters across a Latvian town',
    },
    title: 'About the client',
    text: 'Gaismas Tīkli supplies electricity to about 85,000 households and businesses in western Latvia and operates part of the local distribution network. It collects hourly readings from smart meters and substation sensors, but the data was used mainly for billing. Day-ahead purchasing relied on spreadsheets and the experience of two analysts, so imbalance costs rose every time the weather turned, and faulty meters, network losses or tampering were found weeks later, often only after a customer complaint.',
  },
  solution: {
    title: 'What we built',
    text: [
      'A data pipeline that cleans and combines meter readings, substation telemetry, weather forecasts and calendar data every hour.',
      'Consumption forecasts for the next 48 hours at portfolio, substation and customer-segment level, feeding day-ahead market bids.',
      'Anomaly detection on meter and grid data that flags faulty meters, unusual losses, suspected tampering and overloaded transformers.',
      'A prioritised alert queue for field crews, showing the evidence behind each alert and its estimated cost.',
      "Models retrained monthly and monitored for drift, running in the company's own EU cloud environment.",
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of a consumption forecast curve with highlighted anomalies on grid data',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Day-ahead forecasts are far more accurate, which cuts the cost of buying and selling imbalance energy.',
      'Faulty meters and network losses are found in days instead of weeks.',
      'Analysts spend 40% less time preparing forecasts and more on market strategy.',
      'Field crews are sent to the sites where the evidence is strongest.',
    ],
    metrics: [
      { number: '3.1%', title: 'forecast error (MAPE), down from 7.8%' },
      { number: '32%', title: 'lower imbalance costs' },
      { number: '4x', title: 'faster detection of meter faults' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of an electricity grid at dusk with data signals flowing between substations',
  },
  highlight:
    "A faulty meter that once surfaced with a customer complaint weeks later is now on a field crew's list the next morning.",
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'Machine learning for a Latvian electricity company: 48-hour consumption forecasts and anomaly detection on meter and grid data, with 32% lower imbalance costs.',
  },
} satisfies CaseStudy
