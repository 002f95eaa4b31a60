import { LOCALE_TABLE, type Locale } from './locales'

/** A value for every language of config/locales.ts, made from its record. */
export const perLocale = <T>(
  make: (record: (typeof LOCALE_TABLE)[number]) => T,
): Record<Locale, T> =>
  Object.fromEntries(LOCALE_TABLE.map((record) => [record.code, make(record)])) as Record<Locale, T>

/**
 * Whether this is the browser's build: the checks below stop the build (the prerender, the tests)
 * with a sentence; the browser's copy of them, which never fails on a site that built, says no more
 * than the key (the first load's budget counts every byte).
 */
const isBrowserBuild = import.meta.env.PROD && !import.meta.env.SSR

/** A module's file name, from its `import.meta.glob` key (`/src/content/frame/en.ts` → `en.ts`). */
const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1)

/**
 * The build manifest's key of a module, from its `import.meta.glob` key. The globs that name a
 * page's first modules are written from the project root (`/src/…`), so their keys are the source
 * paths the manifest uses; nothing spells a manifest key by hand.
 */
export function manifestKeyOf(globKey: string): string {
  if (!globKey.startsWith('/src/'))
    throw new Error(
      isBrowserBuild
        ? globKey
        : `${globKey}: write the glob from the project root ('/src/…') to know its key`,
    )
  return globKey.slice(1)
}

/**
 * The key of the module named `fileName` among a glob's `modules`; a missing one stops the build
 * (the prerender renders every language's home page and every route) rather than showing another
 * one's copy.
 */
export function moduleKeyOf(modules: Record<string, unknown>, fileName: string, why = ''): string {
  const key = Object.keys(modules).find((k) => fileNameOf(k) === fileName)
  if (key !== undefined) return key
  const sibling = Object.keys(modules)[0] ?? ''
  throw new Error(`${sibling.slice(0, sibling.lastIndexOf('/') + 1)}${fileName} is missing${why}`)
}

/** Why a language's file must be there (stopping the build, above). */
export const listedLanguage = (code: Locale) =>
  isBrowserBuild ? '' : `: config/locales.ts lists the language "${code}"`

/**
 * A folder's modules (`import.meta.glob`) as one per language, each found by its file name
 * (`fileOf(code)`, e.g. `en.ts`). A language without its file stops the build, as above.
 */
export const perLocaleFile = <T>(
  modules: Record<string, T>,
  fileOf: (code: Locale) => string,
): Record<Locale, T> =>
  perLocale(({ code }) => modules[moduleKeyOf(modules, fileOf(code), listedLanguage(code))]!)

/** The build manifest's keys of a folder's per-language modules (for modulepreload links). */
export const perLocaleManifestKey = (
  modules: Record<string, unknown>,
  fileOf: (code: Locale) => string,
): Record<Locale, string> =>
  perLocale(({ code }) => manifestKeyOf(moduleKeyOf(modules, fileOf(code), listedLanguage(code))))

/** The language of the site's root (/): hreflang x-default, and the language of any other path. */
export const DEFAULT_LOCALE: Locale = LOCALE_TABLE.find((l) => l.home === '/')!.code

/** The language whose pages declare this `<html lang>`; the default for any other. */
export const localeOfLang = (lang: string): Locale =>
  LOCALE_TABLE.find((l) => l.htmlLang === lang)?.code ?? DEFAULT_LOCALE
