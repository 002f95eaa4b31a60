import type { FormsContent, Locale } from '@/content/types'
import { perLocaleFile } from '@/config/localeLookup'
import { loadOnce } from '@/content/loadOnce'

const FORMS = perLocaleFile(
  import.meta.glob<FormsContent>('./forms/*.ts', { import: 'forms' }),
  (code) => `${code}.ts`,
)

/**
 * A language's form copy (`forms/<code>.ts`), each its own chunk: a page loads its own language's
 * only, and another language's comes with a switch to it (read with React's `use`).
 */
export const loadForms = loadOnce((locale: Locale) => FORMS[locale]())
