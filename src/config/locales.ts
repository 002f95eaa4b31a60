/**
 * The site's languages: one record each, in the order the language switcher shows them (spec
 * §2.2: LV, EN, RU). Everything that differs by language and is not copy derives from this table:
 * the `Locale` type, the home routes, the language a path is in, `<html lang>`, the hreflang
 * alternates and `og:locale`, the switcher's names, the font files the prerender preloads, the
 * sitemap. A language's copy lives in `content/` in files named after its code; a missing one is
 * a type or build error (README, "Add a language").
 */

export interface LocaleRecord {
  /** the code the content files are named after (`content/home/<code>.ts`) */
  code: string
  /** the path of its home page; the language whose home is `/` is the default (x-default) */
  home: string
  /** `<html lang>` of its pages (BCP 47) */
  htmlLang: string
  /** its hreflang on the home pages' alternate links (BCP 47) */
  hreflang: string
  /** Open Graph's `og:locale` (language_TERRITORY) */
  ogLocale: string
  /** its name in itself, as the language switcher and the mobile menu say it */
  nativeName: string
}

export const LOCALE_TABLE = [
  {
    code: 'lv',
    home: '/lv',
    htmlLang: 'lv',
    hreflang: 'lv',
    ogLocale: 'lv_LV',
    nativeName: 'Latviešu',
  },
  {
    code: 'en',
    home: '/',
    htmlLang: 'en',
    hreflang: 'en',
    ogLocale: 'en_US',
    nativeName: 'English',
  },
  {
    code: 'ru',
    home: '/ru',
    htmlLang: 'ru',
    hreflang: 'ru',
    ogLocale: 'ru_RU',
    nativeName: 'Русский',
  },
] as const satisfies readonly LocaleRecord[]

/** A language of the site: `'lv' | 'en' | 'ru'`. */
export type Locale = (typeof LOCALE_TABLE)[number]['code']

/**
 * The Manrope subsets (`@fontsource-variable/manrope` file names) each language's text is set in,
 * which the prerender preloads. A table of its own beside the records, not in them: the browser's
 * app reads the records, and only the prerender this (so the build leaves it out of the app).
 */
export const FONT_SUBSETS = {
  lv: ['latin', 'latin-ext'],
  en: ['latin'],
  ru: ['latin', 'cyrillic'],
} as const satisfies Record<Locale, readonly string[]>
