import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs, SERVICES_CRUMB } from '@/content/common'
import type { ConsultingPageContent } from '@/content/types'

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
      'Before you buy tools, know where AI will pay off. We map your processes, price every opportunity and hand you a plan your team can ship. You keep the roadmap whether or not we build it.',
    primaryCta: 'Book Consultation',
    secondaryCta: 'See client stories',
    stats: [
      {
        number: '01',
        title: 'Priorities by payback',
        description: 'A roadmap ranked by return, not by hype.',
      },
      {
        number: '02',
        title: 'Pilots in weeks',
        description: 'A first pilot live within weeks, not quarters.',
      },
      {
        number: '03',
        title: 'Measured ROI',
        description: 'Every step tied to hours or euros you can check in 3 months.',
      },
    ],
  },
  methodology: {
    eyebrow: 'Methodology',
    title: 'Transform Challenges into Opportunities with Expert AI Consulting',
    subtitle: 'Three steps, each with a deliverable you own.',
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
          'We rank the opportunities by payback and risk, choose the tools, and write a roadmap with budgets, owners and milestones your board can approve.',
      },
      {
        id: 'deliver',
        number: '03',
        title: 'Deliver',
        description:
          'We build the first pilot with your team, measure it against the baseline, and hand over everything you need to scale it, or scale it with you.',
      },
    ],
    primaryCta: 'Start Your Consultation',
    secondaryCta: 'Talk to an Expert',
  },
  costs: {
    eyebrow: 'Why it matters',
    title: "Consulting Blind Spots: The Hidden Costs You Can't Ignore",
    subtitle: 'Skipping the strategy step is the most expensive shortcut in AI.',
    cta: 'Get started today',
    cards: [
      {
        id: 'failed-investments',
        figure: '36%',
        title: 'of AI investments fail',
        description:
          'Most fail for the same reasons: no clear owner, no baseline to measure against, and a use case chosen for novelty.',
      },
      {
        id: 'market-shifts',
        figure: '2x',
        title: 'more likely to miss market shifts',
        description:
          'Companies without a plan for AI react late, while competitors who automated first set the new price and speed.',
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
          'Deals are 25% less likely to close when a decision takes over 48 hours. Automation keeps the pipeline moving.',
      },
    ],
  },
  booking: {
    heading: 'Start Your AI Consulting Journey',
    text: 'Book a strategy session with a senior consultant, or send us a few lines and we will prepare for the call.',
    points: [
      'A free 30-minute session, no sales pitch',
      'A short written summary of the opportunities we see',
      'A reply within one business day',
    ],
    cta: 'Book My Strategy Session',
    formTitle: 'Book Your Consultation',
    formSubtitle: 'No fluff. Just a solution for your business automation.',
  },
} satisfies ConsultingPageContent
