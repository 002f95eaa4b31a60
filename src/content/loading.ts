import type { LoadingContent, Locale } from '@/content/types'
import { loading as en } from '@/content/loading/en'
import { loading as lv } from '@/content/loading/lv'
import { loading as ru } from '@/content/loading/ru'

/** Every language's, for tests and the prerender: the site never imports this record. */
export const loadingContent = { en, lv, ru } satisfies Record<Locale, LoadingContent>
