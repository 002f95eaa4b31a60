import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs, SERVICES_CRUMB } from '@/content/common'
import type { ItSolutionsPageContent } from '@/content/types'
import { consultationLines } from '@/content/consultation'
import { serviceHeroCtas, TRANSFORMATION_TITLE } from '@/content/sectionLines'
import { heroArt } from '@/content/heroArt'

export const itSolutionsContent = {
  meta: {
    title: `IT Solutions: Modernisation, Integration and Support | ${site.brand}`,
    description:
      "Legacy systems cause 5% error rates and waste 35% of an IT team's week. We modernise, integrate and automate your stack in 2-8 weeks, with 99.9% uptime.",
  },

  hero: {
    ...serviceHeroCtas,
    // docs/product.md "Breadcrumbs": the last item reads "IT Solutions"
    breadcrumbs: crumbs(SERVICES_CRUMB, { text: 'IT Solutions', href: routes.itSolutions.href }),
    title: 'IT Solutions That Stop Your Systems Slowing You Down',
    description:
      'We modernise legacy systems, connect your tools and automate routine IT work. Your team stops firefighting and wins back the 35% of its week lost to manual fixes. Most projects are delivered in 2-8 weeks.',
    stats: [
      {
        number: '01',
        title: 'Fewer Costly Errors',
        description:
          'Replace legacy processes that cause 5% error rates with validated, automated data flows.',
      },
      {
        number: '02',
        title: 'Reliable Uptime',
        description:
          'Run on monitored infrastructure with 99.9% uptime and an engineer on call 24/7.',
      },
    ],
    image: {
      ...heroArt.it,
      alt: 'Diagram of connected business systems running on cloud infrastructure',
    },
  },

  visualization: {
    eyebrow: 'Your stack, visible',
    title: 'Visualize Your AI Transformation in Action',
    subtitle: 'Know what runs, what breaks and what it costs, before your users tell you.',
    topRow: [
      {
        id: 'system-health',
        title: 'System Health Overview',
        description:
          'Uptime, response times and open incidents for every service on one screen, with alerts before users notice.',
        buttonText: 'See a sample',
        isLarge: true,
      },
      {
        id: 'integration-map',
        title: 'Integration Map',
        description:
          'Which system sends what to whom, how often, and where a sync failed. No more tribal knowledge.',
      },
    ],
    bottomRow: [
      {
        id: 'cloud-migration',
        title: 'Migration Tracker',
        description:
          'Each server, database and app on its way to the cloud, with status, owner and switch-over date.',
      },
      {
        id: 'automated-operations',
        title: 'Automated Operations',
        description:
          'Backups, updates, user accounts and access reviews run on schedule and report back, without a ticket.',
        isLarge: true,
      },
    ],
    mobileItems: [
      {
        id: 'rapid-deployment',
        title: 'Rapid Deployment',
        description: 'Integrations and upgrades shipped in 2-8 weeks, in small safe releases.',
      },
      {
        id: 'intuitive-dashboards',
        title: 'Intuitive Dashboards',
        description: 'Uptime, incidents and costs for your whole stack in one view.',
      },
      {
        id: 'scalable-architecture',
        title: 'Scalable Architecture',
        description: 'Cloud infrastructure that grows with traffic and headcount.',
      },
      {
        id: 'continuous-improvement',
        title: 'Continuous Improvement',
        description: 'Monthly reports with the next fixes ranked by impact.',
      },
    ],
    mobileCta: 'Book now',
  },

  processFeatures: {
    eyebrow: 'What we deliver',
    title: 'Explore the Details. Start Your AI Journey.',
    subtitle: 'Four areas where modern IT removes friction, and the protection around all of them.',
    cta: 'Get Started',
    mainCards: [
      {
        id: 'legacy-modernisation',
        iconClass: 'server',
        title: 'Legacy Modernisation',
        description:
          'Rebuild or wrap the old systems your business depends on, step by step, without a risky big-bang switch.',
      },
      {
        id: 'cloud-migration',
        iconClass: 'cloud',
        title: 'Cloud Migration',
        description:
          'Move servers, databases and apps to the cloud with a tested rollback plan and no weekend outages.',
      },
      {
        id: 'system-integration',
        iconClass: 'workflow',
        title: 'System Integration',
        description:
          'Link ERP, CRM, accounting and warehouse tools so every record exists once and updates everywhere.',
      },
      {
        id: 'monitoring',
        iconClass: 'gauge',
        title: 'Monitoring & Performance',
        description:
          'Catch slowdowns before they cost you: they cut revenue by up to 20% when nobody is watching.',
      },
    ],
    securityTitle: 'Security at every layer',
    securityCards: [
      {
        id: 'compliance',
        iconClass: 'shield',
        title: 'GDPR compliance',
        description:
          'Data mapped, minimised and processed under a signed agreement, with records ready for an audit.',
      },
      {
        id: 'encrypted-data',
        iconClass: 'lock',
        title: 'Encrypted data',
        description:
          'Encryption in transit and at rest, plus encrypted, tested backups you can restore in hours.',
      },
      {
        id: 'access-control',
        iconClass: 'key',
        title: 'Access control',
        description:
          'Single sign-on, multi-factor login and role-based rights, reviewed every quarter.',
      },
    ],
  },

  transformation: {
    eyebrow: 'How the upgrade runs',
    title: TRANSFORMATION_TITLE,
    subtitle: 'Four phases, one fixed timeline, and your business open the whole time.',
    steps: [
      {
        id: 'audit-stack',
        title: 'Audit Your Stack',
        description:
          'We inventory systems, licences and integrations, measure where time and money leak, and agree on what success looks like.',
        iconClass: 'search',
      },
      {
        id: 'plan-migration',
        title: 'Plan the Change',
        description:
          'You get a target architecture, a fixed 2-8 week timeline and a rollback plan for every step.',
        iconClass: 'compass',
      },
      {
        id: 'build-integrate',
        title: 'Build and Integrate',
        description:
          'We build, connect and test on copies of your data, then switch over in small releases your team can follow.',
        iconClass: 'wrench',
      },
      {
        id: 'run-improve',
        title: 'Run and Improve',
        description:
          'We monitor the new setup 24/7, keep it patched and bring you a short list of improvements every month.',
        iconClass: 'gauge',
      },
    ],
    cta: 'Book consultation',
  },

  results: {
    eyebrow: 'Results',
    title: 'What Changes After Go-Live',
    subtitle: 'Figures our clients report once the new systems settle in.',
    items: [
      {
        id: 'support-tickets',
        figure: '80%',
        label: 'fewer support tickets',
        description:
          'Automated fixes, self-service and early alerts stop most issues before a user has to report them.',
      },
      {
        id: 'response-time',
        figure: '2x',
        label: 'faster response',
        description:
          'Incidents reach the right engineer with logs and context attached, so they are solved in half the time.',
      },
      {
        id: 'scaling',
        figure: '',
        label: 'Seamless scaling',
        description:
          'Infrastructure grows with your traffic and headcount, without new hardware or overnight migrations.',
      },
    ],
    cta: 'Book a demo',
  },

  consultation: {
    ...consultationLines,
    text: 'Tell us which system slows your team down. In a free 30-minute call we outline the fix, the timeline and the cost.',
    points: [
      'Free 30-minute audit call',
      'Fixed timeline, typically 2-8 weeks',
      '24/7 support after launch',
    ],
  },

  portfolio: {
    eyebrow: 'Our work',
    title: 'IT Projects Delivered End to End',
    subtitle:
      '30+ projects across 6 countries: integrations, migrations and platforms built to keep running.',
    viewAll: 'View all',
    viewProject: 'View Project',
  },

  faq: {
    eyebrow: 'FAQ',
    title: 'Questions We Hear Before Every IT Project',
    subtitle: 'Straight answers on timing, compatibility, security and support.',
    items: [
      {
        id: 'implementation-time',
        question: 'How long does an IT project take?',
        answer:
          'Most projects take 2-8 weeks from kickoff to go-live. A single integration or automation is usually live within two weeks, while a full legacy migration sits at the upper end. After the free audit you get a fixed timeline with weekly milestones, so you always know what ships next.',
      },
      {
        id: 'system-compatibility',
        question: 'Will it work with the systems we already use?',
        answer:
          "Yes. We connect to existing ERPs, CRMs, accounting software, databases and spreadsheets through their APIs, or through secure connectors where no API exists. We don't ask you to replace tools that work; we remove the manual steps between them. Every connection is tested on a copy of your data before it touches production.",
      },
      {
        id: 'security-measures',
        question: 'How do you protect our data?',
        answer:
          'Security is part of the design, not an add-on at the end. We work under GDPR with a signed data processing agreement, encrypt data in transit and at rest, and give every user and service only the access it needs. All changes are logged, so you can always see who did what and when.',
      },
      {
        id: 'ongoing-maintenance',
        question: 'What happens after launch?',
        answer: `We stay on. ${site.brand} support plans include 24/7 monitoring and incident response, security updates and a 99.9% uptime commitment. Every month you receive a short report on performance, incidents and the improvements we recommend next.`,
      },
    ],
  },
} satisfies ItSolutionsPageContent
