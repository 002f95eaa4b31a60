import { routes } from '@/config/routes'
import type { Locale } from '@/content/types'

export const LOCALES: readonly Locale[] = ['lv', 'en', 'ru']

/** Home page path of each language (spec §2.2: LV, EN, RU go to /lv, / and /ru). */
export const LOCALE_HOME: Record<Locale, string> = {
  en: routes.home.href,
  lv: routes.homeLv.href,
  ru: routes.homeRu.href,
}

/** spec §2.2: /lv means LV, /ru means RU, anything else means EN. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0]
  if (first === 'lv' || first === 'ru') return first
  return 'en'
}

/** The value for `<html lang>` and hreflang. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', lv: 'lv', ru: 'ru' }

/** "/about-us/" → "/about-us"; "/" stays. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Whether a path is one of the home pages (/, /lv, /ru; a trailing slash allowed). */
export function isHomePath(pathname: string): boolean {
  const path = normalisePath(pathname)
  return LOCALES.some((locale) => LOCALE_HOME[locale] === path)
}
