import type { CaseStudy } from '@/content/types'
import { aiChatbotTravel } from './ai-chatbot-travel'
import { carRentalChatbot } from './car-rental-chatbot'
import { carTransportWeb } from './car-transport-web'
import { customsAiPlatform } from './customs-ai-platform'
import { digitalStrategy } from './digital-strategy'
import { energySectorAi } from './energy-sector-ai'
import { marketingDashboard } from './marketing-dashboard'
import { medicalClinicChatbot } from './medical-clinic-chatbot'
import { skuInventorySystem } from './sku-inventory-system'
import { supportAiAgent } from './support-ai-agent'
import { transportCalculator } from './transport-calculator'
import { travelAiAssistant } from './travel-ai-assistant'
import { travelWebsite } from './travel-website'

/** Every case study with a detail page at /cases/{slug}. */
export const caseStudies = [
  aiChatbotTravel,
  medicalClinicChatbot,
  customsAiPlatform,
  travelAiAssistant,
  marketingDashboard,
  carRentalChatbot,
  transportCalculator,
  supportAiAgent,
  travelWebsite,
  carTransportWeb,
  skuInventorySystem,
  energySectorAi,
  digitalStrategy,
] as const satisfies readonly CaseStudy[]
