import type { FormsContent, HomeBelowFold, HomeFirstScreen, Locale } from '@/content/types'
import { perLocaleFile, perLocaleManifestKey } from '@/config/localeLookup'
import { loadOnce } from '@/content/loadOnce'

/**
 * The home page's copy per language, each its own chunk, found by file name like the case studies:
 * `<code>.first.ts` (the first screen, loaded before hydrating) and `<code>.ts` (the rest, loaded
 * with its forms' copy `forms/<code>.ts` when the rest hydrates). The other languages never load.
 */
const FIRST_SCREEN_FILES = import.meta.glob<HomeFirstScreen>('/src/content/home/*.first.ts', {
  import: 'homeFirst',
})
const firstScreenFile = (code: Locale) => `${code}.first.ts`
const FIRST_SCREENS = perLocaleFile(FIRST_SCREEN_FILES, firstScreenFile)
const FIRST_SCREEN_KEYS = perLocaleManifestKey(FIRST_SCREEN_FILES, firstScreenFile)
const BELOW_FOLDS = perLocaleFile(
  import.meta.glob<HomeBelowFold>(['./*.ts', '!./*.first.ts', '!./load.ts', '!./assemble.ts'], {
    import: 'homeContent',
  }),
  (code) => `${code}.ts`,
)

export interface HomeRestContent {
  home: HomeBelowFold
  forms: FormsContent
}

/** The source file of a language's first screen (the build manifest's key), for modulepreloads. */
export const homeFirstModule = (locale: Locale) => FIRST_SCREEN_KEYS[locale]

/** A language's first screen: meta, hero and the partner strip's label. */
export const loadHomeFirst = loadOnce((locale: Locale) => FIRST_SCREENS[locale]())

/** A language's home copy below the first screen and its forms' copy, fetched side by side. */
export const loadHomeRest = loadOnce(async (locale: Locale): Promise<HomeRestContent> => {
  // the forms' loader too comes with the rest, not with the first screen
  const forms = import('@/content/loadForms').then(({ loadForms }) => loadForms(locale))
  const [home, formsCopy] = await Promise.all([BELOW_FOLDS[locale](), forms])
  return { home, forms: formsCopy }
})
