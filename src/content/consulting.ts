import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs, SERVICES_CRUMB } from '@/content/common'
import type { ConsultingPageContent } from '@/content/types'
import { consultationLines } from '@/content/consultation'
import { GET_STARTED_TODAY } from '@/content/sectionLines'

export const consultingContent = {
  meta: {
    title: `AI Consulting: Strategy, Roadmaps and Implementation | ${site.brand}`,
    description:
      'Independent AI consulting: we diagnose where AI pays off, design a roadmap and deliver it. 36% of AI investments fail; ours are planned to show ROI in 3 months.',
  },
  intro: {
    breadcrumbs: crumbs(SERVICES_CRUMB, { text: 'Consulting', href: routes.consulting.href }),
    title: 'AI Consulting That Turns Strategy into Measurable Results',
    description:
      'Know where AI will pay off before you buy a single tool. We map your processes, price every opportunity and hand you a plan your team can ship. The roadmap is yours, whether or not we build it.',
    primaryCta: 'Book Consultation',
    secondaryCta: 'See client stories',
    stats: [
      {
        number: '01',
        title: 'Priorities by payback',
        description: 'A roadmap ranked by return and risk, not by hype.',
      },
      {
        number: '02',
        title: 'A pilot in 10 days',
        description: 'The first use case goes live in days, not quarters.',
      },
      {
        number: '03',
        title: 'ROI in 3 months',
        description: 'Every step is tied to hours or euros you can check.',
      },
    ],
    compactTitle: 'Expert AI Consulting for Real Results',
    compactItems: [
      { number: '01', title: 'Strategic AI Planning' },
      { number: '02', title: 'Fast Implementation' },
    ],
  },
  methodology: {
    eyebrow: 'Methodology',
    title: 'Transform Challenges into Opportunities with Expert AI Consulting',
    subtitle: 'Three steps. Each one ends with a deliverable you own.',
    steps: [
      {
        id: 'diagnose',
        number: '01',
        title: 'Diagnose',
        description:
          'We interview your team, map the processes that eat the most hours and check the data you already have. You get a list of bottlenecks with their cost per month.',
      },
      {
        id: 'design',
        number: '02',
        title: 'Design',
        description:
          'We rank the opportunities by payback and risk, pick the tools and write a roadmap with budgets, owners and milestones your board can approve.',
      },
      {
        id: 'deliver',
        number: '03',
        title: 'Deliver',
        description:
          'We build the first pilot with your team and measure it against the baseline. Then you scale it in-house with our handover, or we scale it together.',
      },
    ],
    primaryCta: 'Start Your Consultation',
    secondaryCta: 'Talk to an Expert',
  },
  costs: {
    eyebrow: 'Why it matters',
    title: "Consulting Blind Spots: The Hidden Costs You Can't Ignore",
    subtitle: 'Skipping the strategy step is the most expensive shortcut in AI.',
    cta: GET_STARTED_TODAY,
    cards: [
      {
        id: 'failed-investments',
        figure: '36%',
        title: 'of AI investments fail',
        description:
          'Most fail for the same reasons: no clear owner, no baseline to measure against, and a use case picked for novelty instead of payback.',
      },
      {
        id: 'market-shifts',
        figure: '2x',
        title: 'more likely to miss market shifts',
        description:
          'Companies without an AI plan react late. Competitors who automated first set the new price and the new speed.',
      },
      {
        id: 'lost-deals',
        figure: '29%',
        title: 'lose deals to faster competitors',
        description:
          'Slow quotes and slow answers cost sales. Buyers go to whoever replies first with a clear offer.',
      },
      {
        id: 'slow-decisions',
        figure: '25%',
        title: 'lower close rate after 48 hours',
        description:
          'Deals are 25% less likely to close when a decision takes over 48 hours. Automated quoting and follow-ups keep the pipeline moving.',
      },
    ],
  },
  booking: {
    heading: 'Start Your AI Consulting Journey',
    text: 'Book a strategy session with a senior consultant. Or send us a few lines, and we will come to the call prepared.',
    points: [
      'A free 30-minute session, not a sales pitch',
      'A short written summary of the opportunities we see',
      'A reply within one business day',
    ],
    appointmentCta: 'Book My Strategy Session',
    formTitle: consultationLines.formTitle,
    formSubtitle: consultationLines.formSubtitle,
  },
} satisfies ConsultingPageContent
