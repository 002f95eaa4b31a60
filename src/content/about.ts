import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs } from '@/content/common'
import type { AboutPageContent } from '@/content/types'

export const aboutContent = {
  meta: {
    title: `About Us: The Team Behind ${site.brand}`,
    description: `${site.brand} is a ${site.city} studio of engineers and consultants. 30+ AI and IT projects delivered across 6 countries, each measured by the time and money it saves.`,
  },
  intro: {
    breadcrumbs: crumbs({ text: 'About us', href: routes.about.href }),
    eyebrow: `About ${site.brand}`,
    title: 'We build AI that earns its place in your business',
    lead: `A ${site.city} studio of engineers and consultants who build AI employees for real businesses.`,
    description: `We are a ${site.city} studio of engineers and consultants who build AI employees for real businesses. Since 2019 we have delivered 30+ projects across 6 countries. Every one of them is judged by the hours and euros it saves.`,
    cta: 'Meet Our Team',
    stats: [
      {
        number: '30+',
        title: 'projects delivered',
        description: 'Chatbots, automations and IT systems in daily use.',
      },
      {
        number: '6',
        title: 'countries',
        description: 'Clients from the Baltics to the Nordics.',
      },
      {
        number: '99.9%',
        title: 'uptime',
        description: 'On the systems we host and monitor 24/7.',
      },
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
          'We start with your numbers. If a project cannot pay for itself within 3 months, we say so before you sign.',
      },
      {
        id: 'plain-talk',
        icon: 'message',
        name: 'Plain talk',
        description:
          'No jargon, no black boxes. You see what the AI does, why it does it, and what it costs to run each month.',
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
      'It started with a freight company drowning in quote requests. Kārlis Grants built an assistant that priced a shipment in seconds instead of hours, and the sales team finally had time to sell.',
      `That project became a studio. Engineers, AI specialists and a CFO now work side by side in ${site.city}, with one rule from day one: every system has to pay for itself.`,
      'Today we build chatbots, automations, MCP systems and modernised IT for clinics, retailers, tour operators, logistics firms and public bodies. The rule has not changed.',
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
        description:
          'Integrations, cloud migrations and AI strategy join the line-up for larger clients.',
      },
      {
        year: '2025',
        title: '30+ projects, 6 countries',
        description:
          'MCP systems and AI agents ship to clients across the Baltics and the Nordics.',
      },
    ],
    cta: 'Contact us',
  },
  team: {
    eyebrow: 'Team',
    title: 'People: The great minds behind our work',
    subtitle:
      'Six people: engineers, AI specialists and a CFO who checks that every project pays off.',
    slider: {
      previous: 'Previous team members',
      next: 'Next team members',
      goTo: 'Go to slide {n}',
      region: 'Team',
      roleDescription: 'carousel',
    },
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
          "On repetitive work such as bookings, quoting and reporting, measured against each client's own baseline.",
      },
      {
        id: 'fewer-tickets',
        icon: 'trending',
        name: '80% fewer support tickets',
        description:
          'AI agents answer routine questions 24/7 and hand the hard cases to people, with the context attached.',
      },
      {
        id: 'fast-launch',
        icon: 'rocket',
        name: 'Live in 10 days',
        description:
          'A first AI employee goes live in 10 days. The return shows up in your numbers within 3 months.',
      },
    ],
  },
} satisfies AboutPageContent
