import type { FormsContent } from '@/content/types'
import { perLocaleFile } from '@/config/localeLookup'

/**
 * Every language's form copy (`forms/<code>.ts`). Only what loads on demand (the popups) takes the
 * record; a page imports its own language (`@/content/forms/en`), so the others never load with it.
 */
export const formsContent = perLocaleFile(
  import.meta.glob<FormsContent>('./forms/*.ts', { import: 'forms', eager: true }),
  (code) => `./forms/${code}.ts`,
)
