import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs, SERVICES_CRUMB } from '@/content/common'
import type { AiChatbotsPageContent } from '@/content/types'
import { consultationLines } from '@/content/consultation'
import { GET_STARTED_TODAY, serviceHeroCtas } from '@/content/sectionLines'
import { heroArt } from '@/content/heroArt'

export const aiChatbotsContent = {
  meta: {
    title: `AI Chatbots for Customer Support and Sales | ${site.brand}`,
    // spec §2.15: the AI chatbots page's meta description, verbatim
    description:
      'Deploy AI chatbots that resolve queries 24/7, reduce support volume, and improve customer satisfaction. Fast integration, measurable ROI.',
  },

  hero: {
    ...serviceHeroCtas,
    breadcrumbs: crumbs(
      SERVICES_CRUMB,
      { text: 'AI Automation Solutions', href: routes.aiSolutions.href },
      { text: 'AI Chatbots', href: routes.aiChatbots.href },
    ),
    title: 'AI Chatbots That Answer Every Customer, 24/7',
    description:
      'Give every customer an instant, accurate answer, day or night. Our chatbots learn your products, prices and policies, book appointments and pass complex cases to your team with the full conversation attached. Live on your website and messengers in 10 days.',
    stats: [
      {
        number: '01',
        title: 'Fewer Support Tickets',
        description:
          'Resolve routine questions before they reach your inbox. Clients see up to 80% fewer tickets for their agents.',
      },
      {
        number: '02',
        title: 'Faster Replies',
        description:
          'Answers in seconds instead of hours, and 2x faster resolution for the cases your team still handles.',
      },
    ],
    image: {
      ...heroArt.ai,
      alt: 'AI chatbot answering a customer question in a website chat window',
    },
  },

  hiddenCosts: {
    eyebrow: 'The cost of slow support',
    title: 'What Unanswered Questions Really Cost You',
    cta: GET_STARTED_TODAY,
    subtitle: 'Every hour a customer waits is an hour they spend looking at your competitors.',
    cards: [
      {
        id: 'repeat-questions',
        type: 'automation',
        title: 'The same questions, all day long',
        description:
          'Opening hours, order status, prices, returns. Most tickets ask the same few things, and each one takes an agent minutes to answer by hand.\n\nA chatbot answers them instantly and leaves your team the conversations that need judgement.',
      },
      {
        id: 'after-hours',
        type: 'time',
        title: 'Nobody answers after six',
        statsLabel: '24/7',
        description:
          'Customers write in the evening and at weekends, when your team is offline. By Monday, many have bought elsewhere.\n\nAn AI assistant replies at 3 a.m. exactly as it does at noon, and books the follow-up for your team.',
      },
      {
        id: 'client-clinic',
        type: 'testimonial',
        title: 'The front desk can breathe again',
        testimonialText:
          'Our reception used to spend every morning on the phone confirming visits. Now the assistant books, reschedules and reminds patients around the clock, and our staff focus on the people in the room.',
        testimonialAuthor: 'Ilze Kalniņa',
        description: 'Head of Operations, Klīnika Liepa',
      },
    ],
  },

  process: {
    eyebrow: 'How we build it',
    title: 'From Your Knowledge Base to a Live Chatbot in 10 Days',
    subtitle: 'Three steps. Your team reviews every answer before customers see it.',
    steps: [
      {
        id: 'train',
        number: '01',
        title: 'Train on Your Knowledge',
        description:
          'We load your FAQs, catalogue, price lists and past conversations, set the tone of voice and mark the topics the bot must always hand to a human.',
      },
      {
        id: 'connect',
        number: '02',
        title: 'Connect and Launch',
        description:
          'We plug the chatbot into your website, WhatsApp, Messenger or Telegram and into your CRM or booking system. It goes live in 10 days.',
      },
      {
        id: 'improve',
        number: '03',
        title: 'Measure and Improve',
        description:
          'Every week we review unanswered questions, resolution rates and customer ratings, then retrain the bot. Support volume keeps falling as it learns.',
      },
    ],
    primaryCta: 'Get AI MVP',
    secondaryCta: 'Book demo',
  },

  visualization: {
    eyebrow: 'Inside the chatbot',
    title: 'Visualize Your AI Transformation in Action',
    subtitle: 'Every conversation, every handover and every ticket avoided, in one place.',
    topRow: [
      {
        id: 'conversation-inbox',
        title: 'Unified Conversation Inbox',
        description:
          'Chats from your website, WhatsApp and Messenger in one view, with the answer given and the rating the customer left.',
        buttonText: 'Try the demo',
        isLarge: true,
      },
      {
        id: 'human-handover',
        title: 'Smart Human Handover',
        description:
          'When a question needs a person, the bot routes it to the right agent with the whole conversation attached.',
      },
    ],
    bottomRow: [
      {
        id: 'multilingual',
        title: 'Multilingual Answers',
        description:
          'Latvian, English, Russian and more. The bot replies in the language the customer writes in.',
      },
      {
        id: 'resolution-analytics',
        title: 'Resolution Analytics',
        description:
          'Track resolution rate, top questions and tickets avoided each week, and see which answers need work.',
        isLarge: true,
      },
    ],
    mobileItems: [
      {
        id: 'rapid-deployment',
        title: 'Rapid Deployment',
        description: 'Trained on your content and answering customers within 10 days.',
      },
      {
        id: 'intuitive-dashboards',
        title: 'Intuitive Dashboards',
        description: 'Conversations, ratings and handovers, sorted and searchable.',
      },
      {
        id: 'scalable-architecture',
        title: 'Scalable Architecture',
        description: 'Ten chats or ten thousand: response time stays the same.',
      },
      {
        id: 'continuous-improvement',
        title: 'Continuous Improvement',
        description: 'Weekly retraining on the questions it could not answer yet.',
      },
    ],
    mobileCta: 'Book now',
  },

  consultation: {
    ...consultationLines,
    text: "Show us your busiest support channel. We'll estimate how many tickets a chatbot can take off your team and what it costs to run.",
    points: [
      'Free 30-minute call with a chatbot engineer',
      'Ticket volume and savings estimate',
      'A live demo on a sample of your FAQs',
    ],
  },

  portfolio: {
    eyebrow: 'Chatbots in production',
    title: 'Chatbots Our Clients Rely On',
    subtitle:
      'From clinic reception to travel booking: see how our assistants handle real customer conversations.',
    viewAll: 'View all',
    viewProject: 'View Project',
  },
} satisfies AiChatbotsPageContent
