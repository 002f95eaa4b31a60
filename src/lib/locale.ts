import { LOCALE_TABLE, type Locale } from '@/config/locales'
import { DEFAULT_LOCALE, perLocale } from '@/config/localeLookup'

/** Every language's code, in the switcher's order (config/locales.ts). */
export const LOCALES: readonly Locale[] = LOCALE_TABLE.map((l) => l.code)

/** Home page path of each language (spec §2.2: LV, EN, RU go to /lv, / and /ru). */
export const LOCALE_HOME: Record<Locale, string> = perLocale((l) => l.home)

/** The value for `<html lang>`. */
export const HTML_LANG: Record<Locale, string> = perLocale((l) => l.htmlLang)

/** hreflang and `og:locale` of each language. */
export const HREFLANG: Record<Locale, string> = perLocale((l) => l.hreflang)
export const OG_LOCALE: Record<Locale, string> = perLocale((l) => l.ogLocale)

/** spec §2.2: /lv means LV, /ru means RU, anything else means EN. */
export function localeFromPath(pathname: string): Locale {
  const first = `/${pathname.split('/').find(Boolean) ?? ''}`
  return LOCALES.find((l) => LOCALE_HOME[l] === first) ?? DEFAULT_LOCALE
}

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
