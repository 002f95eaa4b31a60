import { LOCALE_TABLE, type Locale } from './locales'

/** A value for every language of config/locales.ts, made from its record. */
export const perLocale = <T>(
  make: (record: (typeof LOCALE_TABLE)[number]) => T,
): Record<Locale, T> =>
  Object.fromEntries(LOCALE_TABLE.map((record) => [record.code, make(record)])) as Record<Locale, T>

/**
 * A folder's modules (`import.meta.glob`) as one per language, each found by its file name
 * (`./<code>.ts`). A language without its file stops the build (the prerender renders every
 * language's home page) rather than showing another language's copy.
 */
export const perLocaleFile = <T>(
  modules: Record<string, T>,
  fileOf: (code: Locale) => string,
): Record<Locale, T> =>
  perLocale(({ code }) => {
    const module = modules[fileOf(code)]
    if (module === undefined)
      throw new Error(`${fileOf(code)} is missing: config/locales.ts lists the language "${code}"`)
    return module
  })

/** The language of the site's root (/): hreflang x-default, and the language of any other path. */
export const DEFAULT_LOCALE: Locale = LOCALE_TABLE.find((l) => l.home === '/')!.code

/** The language whose pages declare this `<html lang>`; the default for any other. */
export const localeOfLang = (lang: string): Locale =>
  LOCALE_TABLE.find((l) => l.htmlLang === lang)?.code ?? DEFAULT_LOCALE
