import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'support-ai-agent'
const title = 'AI Support Agent for a SaaS Company'

export const supportAiAgent = {
  slug,
  title,
  description:
    'Kontora, an Estonian accounting software company, deployed an AI support agent that resolves most customer questions on its own and works inside the help desk its team already uses.',
  metrics: [
    { title: 'Service', value: 'AI agent & MCP systems' },
    { title: 'Industry', value: 'B2B SaaS' },
    { title: 'Time saved', value: '60%' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a cloud accounting application with invoices and a support inbox',
    },
    title: 'About the client',
    text: 'Kontora makes cloud accounting and invoicing software for about 14,000 small businesses in Estonia, Latvia and Finland. Its eight-person support team answered around 3,500 tickets a month, and the same topics, such as VAT settings, bank statement imports, e-invoice errors and password resets, made up most of the queue. Every month-end and tax deadline brought a surge that pushed first response times past a day, and churn surveys named slow support as a reason to leave.',
  },
  solution: {
    title: 'What we built',
    text: [
      'An AI agent in the in-app chat and on the e-mail channel, trained on the help centre, release notes and two years of resolved tickets.',
      'Native integration with the Zendesk help desk: the agent answers, tags and closes tickets, or routes them to the right specialist with a summary.',
      "An MCP server that lets the agent check a customer's plan, bank import logs and e-invoice status, read-only and strictly within that customer's account.",
      'Step-by-step guidance with screenshots for common tasks, in Estonian, Latvian, Finnish and English.',
      'A feedback loop in which support leads flag weak answers and the knowledge base is corrected within a day.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of an AI agent sorting support tickets between instant answers and human specialists',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Four in five questions are answered before they become a ticket for the human team.',
      'First responses are twice as fast, including during month-end peaks.',
      'Support specialists work on complex accounting cases instead of password resets.',
      'The agent has run around the clock with 99.9% uptime since launch.',
    ],
    metrics: [
      { number: '80%', title: 'fewer tickets reaching the support team' },
      { number: '2x', title: 'faster first response' },
      { number: '99.9%', title: 'agent uptime' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of an empty support queue with resolved tickets and a satisfied customer',
  },
  highlight:
    'Month-end used to leave a two-day ticket backlog. Now the queue is clear by lunchtime.',
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'An AI support agent integrated with Zendesk and an MCP server for an Estonian SaaS company: 80% fewer tickets for the team and first replies twice as fast.',
  },
} satisfies CaseStudy
