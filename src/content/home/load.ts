import type { FormsContent, HomeBelowFold, HomeFirstScreen, Locale } from '@/content/types'
import { loadOnce } from '@/content/loadOnce'

/**
 * The home page's copy per language, each its own chunk: a home page loads its language's first
 * screen before hydrating, and the rest of its copy (with its forms) when the rest hydrates; the
 * other languages never load. Adding a language adds a line to each record.
 */
const FIRST_SCREENS: Record<Locale, () => Promise<HomeFirstScreen>> = {
  en: () => import('./en.first').then((m) => m.homeFirstEn),
  lv: () => import('./lv.first').then((m) => m.homeFirstLv),
  ru: () => import('./ru.first').then((m) => m.homeFirstRu),
}

export interface HomeRestContent {
  home: HomeBelowFold
  forms: FormsContent
}

/** A language's copy below the first screen and its forms' copy, fetched side by side. */
const both =
  (home: () => Promise<HomeBelowFold>, forms: () => Promise<FormsContent>) =>
  async (): Promise<HomeRestContent> => {
    const [homeCopy, formsCopy] = await Promise.all([home(), forms()])
    return { home: homeCopy, forms: formsCopy }
  }

const RESTS: Record<Locale, () => Promise<HomeRestContent>> = {
  en: both(
    () => import('./en').then((m) => m.homeContent),
    () => import('@/content/forms/en').then((m) => m.formsEn),
  ),
  lv: both(
    () => import('./lv').then((m) => m.homeContent),
    () => import('@/content/forms/lv').then((m) => m.formsLv),
  ),
  ru: both(
    () => import('./ru').then((m) => m.homeContent),
    () => import('@/content/forms/ru').then((m) => m.formsRu),
  ),
}

/** The source file of a language's first screen (the build manifest's key), for modulepreloads. */
export const homeFirstModule = (locale: Locale) => `src/content/home/${locale}.first.ts`

/** A language's first screen: meta, hero and the partner strip's label. */
export const loadHomeFirst = loadOnce((locale: Locale) => FIRST_SCREENS[locale]())

/** A language's home copy below the first screen, and its forms' copy. */
export const loadHomeRest = loadOnce((locale: Locale) => RESTS[locale]())
