import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs } from '@/content/common'
import type { AboutPageContent } from '@/content/types'

export const aboutContent = {
  meta: {
    title: `About Us: The Team Behind ${site.brand}`,
    description: `${site.brand} is a Riga studio of engineers and consultants. 30+ AI and IT projects delivered across 6 countries, each measured by the time and money it saves.`,
  },
  intro: {
    breadcrumbs: crumbs({ text: 'About us', href: routes.about.href }),
    eyebrow: `About ${site.brand}`,
    title: 'We build AI that earns its place in your business',
    description:
      'We are a Riga studio of engineers and consultants who build AI employees for real businesses. Since 2019 we have delivered 30+ projects across 6 countries, and every one of them is judged by the hours and euros it saves.',
    cta: 'Meet Our Team',
    stats: [
      {
        number: '30+',
        title: 'projects delivered',
        description: 'chatbots, automation and IT systems',
      },
      { number: '6', title: 'countries', description: 'from the Baltics to the Nordics' },
      { number: '99.9%', title: 'uptime', description: 'on the systems we run for clients' },
    ],
  },
  principles: {
    eyebrow: 'What we stand for',
    title: 'Guiding Principles and Our Purpose',
    subtitle: 'Our purpose: give every team back the hours that repetitive work takes from it.',
    items: [
      {
        id: 'roi-first',
        icon: 'target',
        name: 'ROI first',
        description:
          'We start with your numbers. If a project cannot show its return within 3 months, we say so before you pay.',
      },
      {
        id: 'plain-talk',
        icon: 'message',
        name: 'Plain talk',
        description:
          'No jargon, no black boxes. You see what the AI does, why it does it, and what it costs to run.',
      },
      {
        id: 'built-to-last',
        icon: 'shield',
        name: 'Built to last',
        description:
          'Secure by design, GDPR-minded and documented, so your systems keep working long after launch day.',
      },
    ],
  },
  story: {
    eyebrow: 'Our story',
    title: 'Our Journey: From Vision to Innovation',
    paragraphs: [
      'It started with a logistics company drowning in quote requests. Kārlis Grants built an assistant that priced a shipment in seconds instead of hours, and the team finally had time to sell.',
      'That project became a studio. Today engineers, a CFO and AI specialists work side by side in Riga, with one rule from the first day: every system has to pay for itself.',
    ],
    milestones: [
      {
        year: '2019',
        title: 'The first AI employee',
        description:
          'A quoting assistant for a freight company cuts response time from hours to seconds.',
      },
      {
        year: '2021',
        title: 'Chatbots in three languages',
        description:
          'Latvian, Russian and English assistants go live for clinics and tour operators.',
      },
      {
        year: '2023',
        title: 'IT and consulting',
        description: 'We add integrations, cloud migrations and AI strategy for larger clients.',
      },
      {
        year: '2025',
        title: '30+ projects, 6 countries',
        description:
          'MCP systems and AI agents join the line-up, with clients across the Baltics and the Nordics.',
      },
    ],
    cta: 'Contact us',
  },
  team: {
    eyebrow: 'Team',
    title: 'People: The great minds behind our work',
    subtitle: 'Engineers, consultants and a CFO who checks that every project pays off.',
    previous: 'Previous team members',
    next: 'Next team members',
    goTo: 'Go to slide {n}',
    region: 'Team',
  },
  achievements: {
    eyebrow: 'Track record',
    title: 'Achievements That Set Us Apart',
    subtitle: 'What our clients measured after go-live.',
    items: [
      {
        id: 'time-saved',
        icon: 'clock',
        name: 'Up to 67% of time saved',
        description:
          'On repetitive work such as bookings, quoting and reporting, measured against each client’s baseline.',
      },
      {
        id: 'fewer-tickets',
        icon: 'trending',
        name: '80% fewer support tickets',
        description:
          'AI agents answer routine questions 24/7 and hand the hard cases to people, with context attached.',
      },
      {
        id: 'fast-launch',
        icon: 'rocket',
        name: 'Live in 10 days',
        description:
          'Our first AI employee usually goes live within two weeks, and results show within 3 months.',
      },
    ],
  },
} satisfies AboutPageContent
