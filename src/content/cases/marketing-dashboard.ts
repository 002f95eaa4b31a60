import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'marketing-dashboard'
const title = 'AI Reporting Platform for a Marketing Agency'

export const marketingDashboard = {
  slug,
  title,
  description:
    "Kvadrāts Media, a Riga performance marketing agency, replaced spreadsheet reporting with an AI platform that brings every ad channel into one dashboard and writes each client's weekly report automatically.",
  metrics: [
    { title: 'Service', value: 'AI automation & reporting' },
    { title: 'Industry', value: 'Marketing & advertising' },
    { title: 'Time saved', value: '11 h per manager weekly' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a marketing agency workspace with campaign charts and ad channel icons',
    },
    title: 'About the client',
    text: 'Kvadrāts Media manages paid media for about 45 clients across the Baltics, from online shops to real estate developers, running campaigns on Google Ads, Meta, LinkedIn, TikTok, Microsoft Ads and a local programmatic network. Every Monday, account managers exported data from six platforms, pasted it into spreadsheets and wrote the commentary by hand. Numbers rarely matched between sources, reports went out on Tuesday afternoon, and overspend or a broken tracking tag was often noticed a week late.',
  },
  solution: {
    title: 'What we built',
    text: [
      'Automated connectors that pull spend, impressions, clicks and conversions from six ad platforms and Google Analytics 4 into one data warehouse every night.',
      'A unified data model that normalises campaign naming, currencies and attribution windows, so channels can finally be compared like for like.',
      'A live dashboard per client with budget pacing, cost per acquisition and return on ad spend by channel and campaign.',
      'AI-written weekly reports in Latvian or English that explain what changed and why, ready for an account manager to review and send by 9:00 on Monday.',
      'Anomaly alerts in Slack when spend, conversion rate or tracking moves outside its expected range.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of six ad channel streams merging into a single analytics dashboard',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Weekly reports for all 45 clients are generated automatically; account managers review them and add the strategic notes.',
      'Clients receive their reports on Monday morning instead of Tuesday afternoon.',
      'Broken tags and overspend are caught within a day rather than at the end of the week.',
      'The agency has taken on new clients without hiring another analyst.',
    ],
    metrics: [
      { number: '6', title: 'ad channels in one dashboard' },
      { number: '100%', title: 'of weekly client reports automated' },
      { number: '1 day', title: 'to catch overspend, down from a week' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a marketing performance dashboard with trend lines and channel tiles',
  },
  highlight: 'Monday reporting went from a full day of copy and paste to a 20-minute review.',
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'A marketing dashboard that unifies six ad channels and writes weekly client reports with AI, saving a Riga agency 11 hours per account manager each week.',
  },
} satisfies CaseStudy
