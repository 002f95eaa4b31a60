import { site } from '@/config/site'
import type { HomeFirstScreen } from '@/content/types'
import { heroArt } from '@/content/heroArt'

/** The first screen of the home page in English: meta, hero and the partner strip's label. */
export const homeFirst = {
  meta: {
    title: `${site.brand}: AI Automation, AI Chatbots and IT Solutions for Business`,
    description:
      'AI employees, chatbots and automation that save your team up to 67% of its time. Live in 10 days, results in 3 months. See the ROI. Then decide.',
  },
  hero: {
    eyebrow: 'AI automation · AI chatbots · IT solutions',
    title: 'See the ROI. Then decide',
    description:
      'We build AI employees that take the repetitive work off your team: up to 67% of their time back, results in 3 months, and chatbots that answer customers 24/7.',
    primaryCta: 'Get started',
    secondaryCta: 'Consultation',
    image: { ...heroArt.ai, alt: 'A network of connected data points glowing in amber and cyan' },
    stats: [
      { number: '67%', title: 'time saved', description: 'on repetitive work, at most' },
      { number: '10', title: 'days to go live', description: 'for a first AI employee' },
      { number: '24/7', title: 'answers', description: 'from chatbots that never sleep' },
    ],
  },
  partners: { label: 'Trusted by teams in 6 countries', pause: 'Pause the partner logos' },
} satisfies HomeFirstScreen
