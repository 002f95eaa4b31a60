import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'travel-website'
const title = 'Website Rebuild for a Travel Company'

export const travelWebsite = {
  slug,
  title,
  description:
    'We rebuilt the website of Revontuli Travel, a Finnish Lapland tour specialist, as a fast multilingual site with the booking engine built in, so visitors go from inspiration to payment without leaving it.',
  metrics: [
    { title: 'Service', value: 'Web development & IT' },
    { title: 'Industry', value: 'Travel & tourism' },
    { title: 'Time saved', value: '20 h per week' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a snowy Lapland landscape with northern lights and a husky sled',
    },
    title: 'About the client',
    text: 'Revontuli Travel organises northern lights tours, husky safaris and winter holidays in Finnish Lapland for guests from across Europe and Asia. Its ten-year-old website took more than six seconds to load on mobile, was only partly translated and sent visitors to a separate booking engine that looked like another company. Staff re-entered phone and e-mail bookings by hand, and every price change had to be made in two places.',
  },
  solution: {
    title: 'What we built',
    text: [
      'A new site on a headless CMS with static pre-rendering, served from a CDN close to visitors in Europe and Asia.',
      'Full content in Finnish, English, German and Japanese, with a translation workflow so editors publish all languages together.',
      'The booking engine integrated through its API: live availability, prices and checkout sit inside the tour pages.',
      'Structured data, clean URLs and redirects from every old page, so existing search rankings carried over.',
      'An accessible design built to WCAG 2.1 AA and tested on low-end phones and slow connections.',
      'Delivery in seven weeks, with training for the marketing team and hosting at 99.9% uptime.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of responsive tour pages in four languages with an embedded booking calendar',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Mobile pages load in about a second, and far fewer visitors leave before the first view.',
      'More bookings are completed online now that there is no jump to a separate checkout.',
      'Prices and availability are updated once and appear everywhere.',
      'Staff no longer retype bookings, which frees about 20 hours a week in peak season.',
    ],
    metrics: [
      { number: '1.1 s', title: 'mobile page load, down from 6.4 s' },
      { number: '+34%', title: 'bookings completed online' },
      { number: '4', title: 'languages published from one CMS' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of the new travel website on desktop and mobile under the northern lights',
  },
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'A fast multilingual website with a built-in booking engine for a Lapland tour company, delivered in seven weeks: 1.1 s mobile loads and 34% more bookings.',
  },
} satisfies CaseStudy
