import type { FormsContent, HomeBelowFold, HomeFirstScreen, Locale } from '@/content/types'
import { perLocaleFile } from '@/config/localeLookup'
import { loadOnce } from '@/content/loadOnce'

/**
 * The home page's copy per language, each its own chunk, found by file name like the case studies:
 * `<code>.first.ts` (the first screen, loaded before hydrating) and `<code>.ts` (the rest, loaded
 * with its forms' copy `forms/<code>.ts` when the rest hydrates). The other languages never load.
 */
const FIRST_SCREENS = perLocaleFile(
  import.meta.glob<HomeFirstScreen>('./*.first.ts', { import: 'homeFirst' }),
  (code) => `./${code}.first.ts`,
)
const BELOW_FOLDS = perLocaleFile(
  import.meta.glob<HomeBelowFold>(['./*.ts', '!./*.first.ts', '!./load.ts', '!./assemble.ts'], {
    import: 'homeContent',
  }),
  (code) => `./${code}.ts`,
)

export interface HomeRestContent {
  home: HomeBelowFold
  forms: FormsContent
}

/** The source file of a language's first screen (the build manifest's key), for modulepreloads. */
export const homeFirstModule = (locale: Locale) => `src/content/home/${locale}.first.ts`

/** A language's first screen: meta, hero and the partner strip's label. */
export const loadHomeFirst = loadOnce((locale: Locale) => FIRST_SCREENS[locale]())

/** A language's home copy below the first screen and its forms' copy, fetched side by side. */
export const loadHomeRest = loadOnce(async (locale: Locale): Promise<HomeRestContent> => {
  // the forms' loader too comes with the rest, not with the first screen
  const forms = import('@/content/loadForms').then(({ loadForms }) => loadForms(locale))
  const [home, formsCopy] = await Promise.all([BELOW_FOLDS[locale](), forms])
  return { home, forms: formsCopy }
})
