import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs } from '@/content/common'
import type { ServicesPageContent } from '@/content/types'

export const servicesContent = {
  meta: {
    title: `Services: AI Solutions, IT Solutions and AI Consulting | ${site.brand}`,
    description:
      'AI chatbots, workflow automation, IT modernisation and AI consulting for growing businesses. Live in 10 days, results in 3 months, time savings up to 67%.',
  },
  intro: {
    breadcrumbs: crumbs({ text: 'Services', href: routes.services.href }),
    eyebrow: 'What we do',
    title: 'Three ways we make your business faster',
    lead: 'Pick the starting point that fits: AI employees that take work off your team, an IT stack that stops slowing you down, or a clear AI plan before you spend a euro.',
  },
  solutions: {
    eyebrow: 'Solutions',
    title: 'Choose where to start',
    subtitle:
      'Every engagement ends in a number you can check: hours saved, tickets closed, euros kept.',
    items: [
      {
        id: 'ai-solutions',
        type: 'featured',
        title: 'AI Solutions',
        badgeText: 'Most popular',
        description:
          'AI chatbots, workflow automation and MCP systems that take over support, bookings, reporting and data entry. Live in 10 days, saving up to 67% of the time the work took.',
        buttonText: 'View more',
      },
      {
        id: 'it-solutions',
        type: 'it-solutions',
        title: 'IT Solutions',
        description:
          'Integrations, cloud migrations and modernised legacy systems, delivered in 2-8 weeks. Then monitored 24/7 at 99.9% uptime.',
        buttonText: 'View more',
      },
      {
        id: 'consultation',
        type: 'consultation',
        title: 'AI Consultation',
        description:
          'Find out where AI pays off before you buy anything. Get a process audit, a priced list of opportunities and a roadmap your team can ship.',
        buttonText: 'View more',
      },
    ],
  },
  portfolio: {
    eyebrow: 'Portfolio',
    title: 'Proof, not promises',
    subtitle: 'Four of the 30+ projects we have delivered across 6 countries.',
    viewAll: 'View all',
    viewProject: 'View Project',
  },
  process: {
    eyebrow: 'How it works',
    title: 'From first call to live in 10 days',
    subtitle: 'A short, fixed path. Each step ends with something you can read, test or use.',
    steps: [
      {
        id: 'call',
        number: '01',
        title: 'Talk for 30 minutes',
        description:
          'Describe the work that slows you down. We ask about volumes, tools and what a good result is worth to you.',
      },
      {
        id: 'estimate',
        number: '02',
        title: 'Get a fixed scope',
        description:
          'Within two business days you receive the scope, the timeline and the expected payback, in writing and at a fixed price.',
      },
      {
        id: 'build',
        number: '03',
        title: 'Build and connect',
        description:
          'We train your first AI employee on your own data and connect it to your CRM, inbox or booking system. You test it before anyone else sees it.',
      },
      {
        id: 'launch',
        number: '04',
        title: 'Launch and measure',
        description:
          'Day 10: it goes live. We track the hours it saves against your baseline and send you the numbers every month.',
      },
    ],
    primaryCta: 'Get AI MVP',
    secondaryCta: 'Book demo',
  },
} satisfies ServicesPageContent
