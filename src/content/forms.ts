import type { FormsContent, Locale } from '@/content/types'
import { formsEn } from './forms/en'
import { formsLv } from './forms/lv'
import { formsRu } from './forms/ru'

/**
 * Every language's form copy. Only what loads on demand (the popups) takes the record; a page
 * imports its own language (`@/content/forms/en`), so the others never load with it.
 */
export const formsContent: Record<Locale, FormsContent> = { en: formsEn, lv: formsLv, ru: formsRu }
