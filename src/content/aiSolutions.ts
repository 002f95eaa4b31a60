import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs, SERVICES_CRUMB } from '@/content/common'
import type { AiSolutionsPageContent } from '@/content/types'
import { consultationLines } from '@/content/consultation'
import { GET_STARTED_TODAY, serviceHeroCtas, TRANSFORMATION_TITLE } from '@/content/sectionLines'
import { heroArt } from '@/content/heroArt'

export const aiSolutionsContent = {
  meta: {
    title: `AI Automation Solutions: Chatbots, Workflows, MCP Systems | ${site.brand}`,
    description:
      'AI automation that saves your team up to 67% of its time: chatbots, workflow automation and MCP systems, live in 10 days with results in 3 months.',
  },

  hero: {
    ...serviceHeroCtas,
    breadcrumbs: crumbs(SERVICES_CRUMB, {
      text: 'AI Automation Solutions',
      href: routes.aiSolutions.href,
    }),
    title: 'Transform Your Business Operations with AI-Powered Automation Solutions',
    compactTitle: 'AI-Powered Automation Solutions',
    description:
      "Hand the repetitive work that eats your team's week to AI that runs around the clock. Save up to 67% of the time spent on routine tasks and see the return within 3 months. Your first automation goes live in 10 days.",
    stats: [
      {
        number: '01',
        title: 'Rapid Cost Reduction',
        description:
          'Cut operating costs by 30-40% by moving data entry, routing and reporting from people to automated workflows.',
      },
      {
        number: '02',
        title: 'Accelerated Productivity',
        description:
          'Lift team output by 60% when routine tasks stop interrupting the work that actually needs a person.',
      },
    ],
    image: {
      ...heroArt.ai,
      alt: 'AI automation dashboard showing active workflows and hours saved',
    },
  },

  offerings: {
    eyebrow: 'What we build',
    title: 'Our Services',
    subtitle:
      'Three ways to put AI to work. Each one is scoped, priced and running in weeks, not quarters.',
    items: [
      {
        id: 'ai-solutions',
        title: 'AI Chatbots',
        description:
          'Answer customers 24/7 in their own language, qualify leads and book appointments. Trained on your products and policies, with a clean handover to your team when it matters.',
        isFeatured: true,
        showBadge: true,
        badgeText: 'Most popular',
        buttonText: 'View more',
        href: routes.aiChatbots.href,
      },
      {
        id: 'it-solutions',
        title: 'AI Automation',
        description:
          'Connect your CRM, ERP, inbox and spreadsheets so data moves without copy-paste. Remove the 4.8% error rate of manual entry and the hours it costs.',
        buttonText: 'View more',
        href: routes.itSolutions.href,
      },
      {
        id: 'ai-consultation',
        title: 'MCP Systems',
        description:
          'Give AI models controlled access to your internal tools and data through the Model Context Protocol. Your assistants act on live information instead of guessing.',
        buttonText: 'View more',
        href: routes.consulting.href,
      },
    ],
  },

  hiddenCosts: {
    eyebrow: 'Why automate now',
    title: 'The Hidden Costs Dragging Your Business Down',
    cta: GET_STARTED_TODAY,
    subtitle:
      'Manual work never shows up as a line item. It shows up as slow replies, lost deals and tired people.',
    cards: [
      {
        id: 'manual-data-entry',
        type: 'automation',
        title: 'Manual data entry breaks your numbers',
        description:
          'Every retyped invoice, order and contact carries a 4.8% error rate. Those errors surface weeks later as wrong reports, missed shipments and unhappy customers.\n\nAutomated pipelines move each record once, validated at the point of entry.',
      },
      {
        id: 'lost-time',
        type: 'time',
        title: 'Half an hour lost per person, every day',
        statsLabel: '30+ min',
        description:
          'Searching for files, chasing approvals and copying data between tools costs each employee more than 30 minutes a day.\n\nSlow decisions cost even more: deals are 25% less likely to close when a decision takes over 48 hours.',
      },
      {
        id: 'client-logistics',
        type: 'testimonial',
        title: 'Two thirds of admin time, back',
        testimonialText:
          'We automated order intake and invoice matching. Our dispatchers got back two thirds of their admin time, and data errors practically disappeared.',
        testimonialAuthor: 'Tomasz Nowak',
        description: 'Commercial Director, Trasa Logistics',
      },
    ],
  },

  process: {
    eyebrow: 'How it works',
    title: 'Overcome Operational Challenges with AI',
    subtitle: 'Three steps from a process that hurts to a result you can measure.',
    steps: [
      {
        id: 'identify',
        number: '01',
        title: 'Identify the Bottleneck',
        description:
          'We map one process end to end with the people who run it, time every step and price the waste. You get a short list of automations ranked by payback.',
      },
      {
        id: 'automate',
        number: '02',
        title: 'Automate and Resolve',
        description:
          'We build the highest-value automation first and put it live in 10 days. Your team tests it on real work, and we tune it until the numbers hold.',
      },
      {
        id: 'scale',
        number: '03',
        title: 'Scale for Lasting Impact',
        description:
          'Once the first workflow pays off, we roll the pattern out to the next teams. Monitoring, 24/7 support and monthly reviews keep the gains growing.',
      },
    ],
    primaryCta: 'Get AI MVP',
    secondaryCta: 'Book demo',
  },

  transformation: {
    eyebrow: 'Four steps, one team',
    title: TRANSFORMATION_TITLE,
    subtitle:
      'Upgrade the systems under your automation without stopping the business that runs on them.',
    steps: [
      {
        id: 'assess-plan',
        title: 'Assess & Plan',
        description:
          'Audit your tools, data flows and licences. Agree on goals, budget and the metrics that will prove success.',
        iconClass: 'search',
      },
      {
        id: 'design-prepare',
        title: 'Design & Prepare',
        description:
          'Design the target setup, clean and map the data, and plan the switch-over so nothing breaks on launch day.',
        iconClass: 'layers',
      },
      {
        id: 'implement',
        title: 'Implement',
        description:
          'Build, connect and test in short iterations. The first release goes live in 10 days, with your team trained on it.',
        iconClass: 'rocket',
      },
      {
        id: 'optimize-support',
        title: 'Optimize & Support',
        description:
          'Track performance, fix issues before users notice and improve every month, backed by 24/7 support and 99.9% uptime.',
        iconClass: 'refresh',
      },
    ],
    cta: 'Book consultation',
  },

  visualization: {
    eyebrow: 'What you get',
    title: 'Visualize Your AI Transformation in Action',
    subtitle: 'One view of every workflow, every agent and every hour saved.',
    topRow: [
      {
        id: 'workflow-map',
        title: 'Live Workflow Map',
        description:
          'See every automated process on one screen: what ran, what it saved and where it waits for a human decision.',
        buttonText: 'See it live',
        isLarge: true,
      },
      {
        id: 'savings-tracker',
        title: 'Savings Tracker',
        description:
          'Hours saved and costs avoided, counted per workflow and per week. ROI becomes a number, not a feeling.',
      },
    ],
    bottomRow: [
      {
        id: 'ai-agents',
        title: 'AI Agents on Duty',
        description:
          'Chatbots and background agents handle requests day and night and escalate only what needs a person.',
      },
      {
        id: 'connected-systems',
        title: 'Connected Systems',
        description:
          'Your CRM, ERP, e-mail and spreadsheets exchange data automatically, checked and logged at every step.',
        isLarge: true,
      },
    ],
    mobileItems: [
      {
        id: 'rapid-deployment',
        title: 'Rapid Deployment',
        description: 'Your first automation is live in 10 days, not after a six-month project.',
      },
      {
        id: 'intuitive-dashboards',
        title: 'Intuitive Dashboards',
        description: 'Hours saved, costs avoided and open tasks, readable at a glance.',
      },
      {
        id: 'scalable-architecture',
        title: 'Scalable Architecture',
        description: 'Add teams, workflows and data sources without rebuilding what works.',
      },
      {
        id: 'continuous-improvement',
        title: 'Continuous Improvement',
        description: 'Monthly reviews turn usage data into the next round of savings.',
      },
    ],
    mobileCta: 'Book now',
  },

  consultation: {
    ...consultationLines,
    text: 'Tell us which process slows you down. In a free 30-minute call we show where automation pays back and what it would cost.',
    points: [
      'Free 30-minute call, no sales pitch',
      'Automation ideas ranked by payback',
      'A fixed-price proposal after the call',
    ],
  },

  processFeatures: {
    eyebrow: 'Under the hood',
    title: 'Explore the Details. Start Your AI Journey.',
    subtitle: 'The building blocks we combine for each client, and the safeguards around them.',
    cta: 'Get Started',
    mainCards: [
      {
        id: 'workflow-automation',
        iconClass: 'workflow',
        title: 'Workflow Automation',
        description:
          'Approvals, data transfers, invoicing and reporting run on rules you can read, with a person in the loop where it counts.',
      },
      {
        id: 'conversational-ai',
        iconClass: 'bot',
        title: 'Conversational AI',
        description:
          'Assistants for customers and staff that answer from your own documents and take action in your systems.',
      },
      {
        id: 'mcp-integrations',
        iconClass: 'database',
        title: 'MCP Integrations',
        description:
          'Model Context Protocol servers that expose your tools and data to AI models, scoped to exactly what each task needs.',
      },
      {
        id: 'impact-reporting',
        iconClass: 'chart',
        title: 'Impact Reporting',
        description:
          'Every automation reports its own time saved and error rate, so you see the return within 3 months.',
      },
    ],
    securityTitle: 'Security built in',
    securityCards: [
      {
        id: 'gdpr',
        iconClass: 'shield',
        title: 'GDPR by design',
        description:
          'EU data residency where required, a data processing agreement and data minimisation from day one.',
      },
      {
        id: 'encryption',
        iconClass: 'lock',
        title: 'Encryption everywhere',
        description:
          'TLS in transit and encryption at rest for every connector, log and model call.',
      },
      {
        id: 'access',
        iconClass: 'key',
        title: 'Least-privilege access',
        description:
          'Role-based permissions and audit logs make every AI action traceable to a user and a rule.',
      },
    ],
  },

  portfolio: {
    eyebrow: 'Case studies',
    title: 'Automation That Already Pays Off',
    subtitle:
      'Clinics, marketers and travel companies that handed routine work to AI, and what it changed.',
    viewAll: 'View all',
    viewProject: 'View Project',
  },
} satisfies AiSolutionsPageContent
