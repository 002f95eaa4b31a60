import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'digital-strategy'
const title = 'AI and Digital Strategy for a Manufacturer'

export const digitalStrategy = {
  slug,
  title,
  description:
    'Metalforma, a metal furniture manufacturer in Jelgava, asked us where AI would actually pay off. Six weeks later it had a costed roadmap, and the first pilot was already saving its sales team time.',
  metrics: [
    { title: 'Service', value: 'AI consulting' },
    { title: 'Industry', value: 'Manufacturing' },
    { title: 'Time saved', value: '28% on quoting' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a metal furniture factory floor with a welding robot and shelving units',
    },
    title: 'About the client',
    text: 'Metalforma designs and makes metal furniture and shelving for offices, schools and retail chains, with 240 employees and exports to Scandinavia and Germany. Management had heard plenty of AI pitches but had no clear view of where to start, which data was usable or what a project would return. Quotes for custom orders took days, production planning lived in spreadsheets, and the ERP was due for replacement, so every decision about AI also touched the wider IT landscape.',
  },
  solution: {
    title: 'What we did',
    text: [
      'Interviews and process walk-throughs with sales, engineering, production, purchasing and finance over two weeks on site.',
      'An assessment of data quality and systems, including the ERP, the CAD library and the quoting spreadsheets.',
      'A long list of 14 AI and automation opportunities, each scored on value, feasibility, risk and time to payback.',
      'A 12-month roadmap with three prioritised initiatives, budgets, team roles and the requirements the new ERP has to meet.',
      'A four-week pilot of AI-assisted quoting for custom orders, to prove the numbers before any wider investment.',
      'A workshop for the management team on AI governance, vendor selection and the EU AI Act.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of a prioritisation matrix and a roadmap timeline with three milestones',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Management agreed on three AI investments with clear owners, budgets and success measures.',
      'The quoting pilot cut the time to prepare a custom quote by 28%, and the first initiative is on track to pay back within three months.',
      'The ERP tender now includes the data and integration requirements future AI projects will need.',
      'Four low-value ideas were dropped early, before any money was spent on them.',
    ],
    metrics: [
      { number: '14', title: 'opportunities assessed and scored' },
      { number: '3', title: 'initiatives in a funded roadmap' },
      { number: '6 weeks', title: 'from kick-off to board approval' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a manufacturing plant connected to a digital roadmap of AI initiatives',
  },
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'AI and digital strategy consulting for a Latvian furniture manufacturer: 14 opportunities scored, a funded 12-month roadmap and a quoting pilot saving 28%.',
  },
} satisfies CaseStudy
