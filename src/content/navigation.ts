import { listedLanguage, manifestKeyOf, moduleKeyOf, perLocale } from '@/config/localeLookup'
import { loadOnce } from '@/content/loadOnce'
import type { LoadingContent } from '@/content/types'
import type { Locale } from '@/content/types'

/** Copy of the shared frame (header, mobile menu, footer), one object per language. */
export interface FrameContent {
  skipToContent: string
  homeLabel: string
  mainNavLabel: string
  services: { label: string; href: string; toggleLabel: string }
  serviceLinks: ReadonlyArray<{ label: string; href: string; description: string }>
  links: ReadonlyArray<{ label: string; href: string }>
  languageLabel: string
  languageNames: Record<Locale, string>
  /** after "<that language's own name>: ", a language switch whose page could not load (the page stays as it was) */
  languageFailed: string
  /** what the visitor is told when part of the page has not loaded (components/delivery/LoadFailed) */
  loading: LoadingContent
  login: string
  loginHint: string
  openMenu: string
  closeMenu: string
  menuTitle: string
  social: { linkedin: string; facebook: string; instagram: string; label: string }
  footer: {
    tagline: string
    companyHeading: string
    registrationLabel: string
    contactHeading: string
    addressLabel: string
    phoneLabel: string
    emailLabel: string
    exploreHeading: string
    legalHeading: string
    legalLinks: ReadonlyArray<{ label: string; href: string }>
    trademark: string
    /** the "©" line for a year: the build's in the prerendered page, the visitor's once live */
    copyright: (year: number) => string
  }
}

/** Every language by its own name (config/locales.ts), the same in each language's frame. */
export const languageNames = perLocale((l) => l.nativeName)

/**
 * The year the site was built (config/buildDefines.ts, set by vite.config.ts): the copyright's in
 * the prerendered page, until the visitor's own year replaces it (hooks/useCurrentYear.ts).
 */
export const buildYear = __BUILD_YEAR__

/**
 * The frame's copy per language, each its own chunk (`frame/<code>.ts`), found by file name like
 * the home copy: a page loads its own language's before it hydrates (app/router.tsx), and the
 * others never load. A language without its file fails the prerender (it renders every home page).
 */
const FRAME_FILES = import.meta.glob<FrameContent>('/src/content/frame/*.ts', { import: 'frame' })
const frameKey = (locale: Locale) =>
  moduleKeyOf(FRAME_FILES, `${locale}.ts`, listedLanguage(locale))

/** The source file of a language's frame copy (the build manifest's key), for modulepreloads. */
export const frameModule = (locale: Locale) => manifestKeyOf(frameKey(locale))

/** A language's frame copy (read with `use`: it returns at once once loaded). */
export const loadFrameContent = loadOnce(async (locale: Locale) => FRAME_FILES[frameKey(locale)]!())
