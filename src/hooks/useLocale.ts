import { useLocation } from 'react-router-dom'
import type { Locale } from '@/content/types'
import { localeFromPath } from '@/lib/locale'

/** The language of the current page, from its path (spec §2.2). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname)
}
