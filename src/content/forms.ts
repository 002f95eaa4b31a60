import type { FormsContent } from '@/content/types'
import { perLocaleFile } from '@/config/localeLookup'

/**
 * Every language's form copy (`forms/<code>.ts`) at once, for tests and tools. The site reads one
 * language's through `loadForms` (content/loadForms.ts), so the others never load with a page.
 */
export const formsContent = perLocaleFile(
  import.meta.glob<FormsContent>('./forms/*.ts', { import: 'forms', eager: true }),
  (code) => `${code}.ts`,
)
