import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { HomeBelowFold } from '@/content/types'

/** The home page in English below its first screen (the first screen is en.first.ts). */
export const homeContent = {
  services: {
    eyebrow: 'Services',
    title: 'Our Services',
    subtitle:
      'Three ways to start. Each one ends in a number you can check: hours saved, tickets closed, euros kept.',
    items: [
      {
        id: 'ai-solutions',
        title: 'AI Solutions',
        description:
          'AI chatbots, workflow automation and MCP systems that take on the repetitive work: support, bookings, reports and data entry.',
        isFeatured: true,
        showBadge: true,
        badgeText: 'Most popular',
        buttonText: 'View more',
        href: routes.aiSolutions.href,
      },
      {
        id: 'it-solutions',
        title: 'IT Solutions',
        description:
          'Integrations, cloud moves and modernised legacy systems, delivered in 2-8 weeks and supported with 99.9% uptime.',
        buttonText: 'View more',
        href: routes.itSolutions.href,
      },
      {
        id: 'ai-consultation',
        title: 'AI Consultation',
        description:
          'Know where AI pays off before you spend. We map your processes, price the opportunities and hand you a roadmap.',
        buttonText: 'View more',
        href: routes.consulting.href,
      },
    ],
  },
  features: {
    eyebrow: 'Why automate now',
    title: 'The work that quietly eats your week',
    subtitle:
      'Manual data entry runs at a 4.8% error rate and wastes 30+ minutes per person every day. Deals are 25% less likely to close when decisions take over 48 hours.',
    cta: 'Book now',
    cards: [
      {
        id: 'automation',
        type: 'automation',
        title: 'Automation that does the busywork',
        description:
          'AI employees read e-mails, fill in your CRM, answer routine questions and prepare reports.\n\nYour people keep the judgement calls; the copy-and-paste goes to software.',
      },
      {
        id: 'time',
        type: 'time',
        title: 'Time Savings',
        description:
          'Across our projects, teams get back up to 67% of the time they spent on repetitive tasks.\n\nMost clients see the return within 3 months.',
        statsLabel: 'up to 67%',
      },
      {
        id: 'testimonial',
        type: 'testimonial',
        title: 'From a client',
        description: 'Head of Operations, private clinic in Riga',
        testimonialText:
          'Our receptionists used to spend half the day on the phone confirming appointments. Now the assistant does it, and the missed appointments dropped by a third.',
        testimonialAuthor: 'Ilze Kalniņa',
      },
    ],
  },
  projects: {
    eyebrow: 'Featured projects',
    title: 'Work that already pays for itself',
    subtitle: '30+ projects delivered across 6 countries. A few of our favourites:',
    viewAll: 'View all',
    viewProject: 'View Project',
    items: [
      {
        id: 'clinic',
        title: 'Clinic Chatbot',
        description:
          'An assistant that books appointments, answers patients in three languages and sends reminders: 67% fewer routine calls.',
        tags: ['GenAI', 'Healthcare'],
      },
      {
        id: 'marketing',
        title: 'AI Reports Platform',
        description:
          'Six ad channels in one dashboard, with weekly reports written by AI: 11 hours saved per manager every week.',
        tags: ['AI • ML', 'Marketing'],
      },
      {
        id: 'calculator',
        title: 'AI calculator',
        description:
          'Instant freight quotes from route, weight and cargo type: from 4 hours to under 30 seconds per quote.',
        tags: ['AI • ML', 'Logistics'],
      },
      {
        id: 'travel',
        title: 'Travel chatbot',
        description:
          'A five-language booking assistant for a tour operator: 52% of enquiries handled without an agent, 24/7.',
        tags: ['GenAI', 'Travel'],
      },
    ],
  },
  contact: {
    eyebrow: 'Talk to us',
    title: 'A real person answers. Fast.',
    subtitle: 'Send a request and watch the clock: we reply while you still remember asking.',
    sales: {
      title: 'Sales',
      text: 'Planning an AI project? Tell us the process and we will come back with a scope, a timeline and the expected ROI.',
      cta: 'Talk to sales',
    },
    general: {
      title: 'General Enquiry',
      text: 'Partnerships, press, careers or anything else: write to us and the right person replies.',
      cta: 'Get started',
    },
    timer: {
      inactive: "We'll respond before the timer runs out",
      active: "We're processing your request... please wait",
      caption: 'Response timer',
      minutesLeft: {
        zero: '{count} minutes left',
        one: '{count} minute left',
        few: '{count} minutes left',
        many: '{count} minutes left',
        other: '{count} minutes left',
      },
    },
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Built for the way your industry works',
    subtitle: 'Six sectors where our AI employees already do the heavy lifting.',
    consultation: 'Consultation',
    items: [
      {
        id: 'ecommerce',
        title: 'E-commerce',
        shortTitle: 'E-commerce',
        description:
          'Personal product recommendations and dynamic pricing that lift basket size without extra staff.',
      },
      {
        id: 'travel',
        title: 'Travel & Tourism',
        shortTitle: 'Travel',
        description:
          'Booking assistants that answer in any language, at 3 a.m., and sell the upgrade too.',
      },
      {
        id: 'government',
        title: 'Government',
        shortTitle: 'Government',
        description:
          'Citizen services that sort requests, draft replies and keep every decision traceable.',
      },
      {
        id: 'healthcare',
        title: 'Healthcare',
        shortTitle: 'Healthcare',
        description: 'Appointment booking, reminders and patient questions handled with GDPR care.',
      },
      {
        id: 'logistics',
        title: 'Logistics',
        shortTitle: 'Logistics',
        description:
          'Route optimization, instant quotes and shipment updates without a single phone call.',
      },
      {
        id: 'ngo',
        title: 'NGO',
        shortTitle: 'NGO',
        description:
          'Donor communication and grant reporting automated, so more of the budget reaches the mission.',
      },
    ],
    slider: {
      previous: 'Previous industry',
      next: 'Next industry',
      goTo: 'Show {name}',
      region: 'Industries',
      roleDescription: 'carousel',
      pause: 'Pause the industry rotation',
    },
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What Our Clients Say About Us',
    items: [
      {
        key: 'client1',
        text: 'The chatbot went live in ten days and now handles half of our enquiries, in five languages, at any hour. Our agents finally sell instead of answering the same questions.',
        role: 'CEO, Saulriets Tours',
      },
      {
        key: 'client2',
        text: 'Quotes used to take our dispatchers four hours. Now customers get a price in seconds, and we win more of them because we answer first.',
        role: 'Commercial Director, Trasa Logistics',
      },
      {
        key: 'client3',
        text: 'They started with our numbers, not with technology. The roadmap paid for itself in the first pilot.',
        role: 'Managing Director, Metalforma',
      },
      {
        key: 'client4',
        text: 'Missed appointments dropped by a third and the front desk stopped drowning in calls. Patients actually like talking to it.',
        role: 'Head of Operations, Klīnika Liepa',
      },
      {
        key: 'client5',
        text: 'Our weekly reporting went from a full day per manager to a coffee break. The AI summaries are better than what we wrote by hand.',
        role: 'Partner, Kvadrāts Media',
      },
      {
        key: 'client6',
        text: 'Support tickets fell by 80% in the first quarter, and our customers get answers twice as fast. It simply works.',
        role: 'Head of Support, Kontora',
      },
    ],
    slider: {
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      goTo: 'Show the testimonial of {name}',
      region: 'Client testimonials',
      roleDescription: 'carousel',
    },
  },
  newsletter: { eyebrow: 'Newsletter' },
  about: {
    title: `Why teams choose ${site.brand}`,
    cards: [
      {
        id: 'expertise',
        title: 'Great expertise',
        text: '30+ AI and IT projects delivered across 6 countries.',
        icon: 'award',
      },
      {
        id: 'innovation',
        title: 'Innovation',
        text: 'The newest models, tested on your data before you commit.',
        icon: 'lightbulb',
      },
      {
        id: 'support',
        title: 'Reliable Support',
        text: '24/7 monitoring and 99.9% uptime after go-live.',
        icon: 'shield',
      },
    ],
    cta: 'Learn about us',
  },
} satisfies HomeBelowFold
