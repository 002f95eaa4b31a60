import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'sku-inventory-system'
const title = 'SKU Inventory Management System for a Wholesaler'

export const skuInventorySystem = {
  slug,
  title,
  description:
    'Baltprece, a household goods wholesaler in Riga, now runs 4,800 SKUs from one inventory system that keeps stock in sync across every sales channel and forecasts what to reorder.',
  metrics: [
    { title: 'Service', value: 'ML & IT modernisation' },
    { title: 'Industry', value: 'Wholesale & distribution' },
    { title: 'Time saved', value: '50%' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a wholesale warehouse with labelled shelves, pallets and barcodes',
    },
    title: 'About the client',
    text: "Baltprece distributes kitchenware, cleaning products and home textiles to about 600 retailers in the Baltics and sells directly through its B2B portal and two online marketplaces. Stock lived in an ageing ERP, a warehouse spreadsheet and each marketplace's own back office, so the figures drifted apart within hours. Buyers reordered by instinct from last year's sales, and slow movers piled up in the warehouse while bestsellers ran out before promotions.",
  },
  solution: {
    title: 'What we built',
    text: [
      'A central inventory service that holds the single source of truth for every SKU, location and batch.',
      'Two-way stock sync with the ERP, the B2B portal and both marketplaces every 15 minutes, with instant updates for large orders.',
      'Demand forecasting per SKU and customer group that accounts for seasonality, promotions and supplier lead times.',
      'Reorder suggestions with recommended quantities that buyers approve on one screen and send as purchase orders.',
      'Barcode scanning for goods receipt and stock counts in the warehouse.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Abstract illustration of stock levels syncing between a warehouse, an ERP and online marketplaces',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Overselling on the marketplaces has practically stopped.',
      'Buyers spend half as long on replenishment and order from forecasts rather than guesswork.',
      'Less capital is tied up in slow-moving stock, and carrying costs fell by more than a third.',
      'Bestsellers stay available through promotional peaks.',
    ],
    metrics: [
      { number: '98.7%', title: 'stock accuracy across channels' },
      { number: '35%', title: 'lower inventory carrying costs' },
      { number: '15 min', title: 'maximum delay between channels' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a demand forecast curve above warehouse shelves and delivery vans',
  },
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'An SKU inventory system with demand forecasting and multi-channel stock sync for a Riga wholesaler: 98.7% stock accuracy and 35% lower carrying costs.',
  },
} satisfies CaseStudy
