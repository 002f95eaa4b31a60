// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { fontSubsets, prerenderPaths, sitemapPaths } from '@/app/prerender'
import { routeFor } from '@/app/router'
import * as Locales from '@/config/locales'
import { DEFAULT_LOCALE, localeOfLang } from '@/config/localeLookup'
import { HOME_PATHS, PAGE_PATHS, routes } from '@/config/routes'
import { site } from '@/config/site'
import { languageNames } from '@/content/navigation'
import { isHomePath, LOCALE_HOME, LOCALES, localeFromPath } from '@/lib/locale'
import { buildHead, headHtml } from '@/lib/meta'

// A test build with a fourth language: its record in config/locales.ts and its font subsets beside
// it are all the tables need.
vi.mock('@/config/locales', async (importOriginal) => {
  const actual = await importOriginal<typeof Locales>()
  const estonian = {
    code: 'et',
    home: '/et',
    htmlLang: 'et',
    hreflang: 'et',
    ogLocale: 'et_EE',
    nativeName: 'Eesti',
  }
  return {
    ...actual,
    LOCALE_TABLE: [...actual.LOCALE_TABLE, estonian],
    FONT_SUBSETS: { ...actual.FONT_SUBSETS, et: ['latin', 'latin-ext'] },
  }
})

// the language is not in the Locale type of this build: the test reads it as a string
const ET = 'et' as (typeof LOCALES)[number]
const meta = { title: 't', description: 'd' }

describe('a language added to config/locales.ts', () => {
  it('gets its home route, prerendered and listed in the sitemap', () => {
    expect(Locales.LOCALE_TABLE).toHaveLength(4)
    expect(HOME_PATHS).toEqual(['/lv', '/', '/ru', '/et'])
    expect(PAGE_PATHS.slice(0, 4)).toEqual(['/', '/lv', '/ru', '/et'])
    expect(routeFor('/et').module).toBe('src/pages/HomePage.tsx')
    expect(prerenderPaths).toContain('/et')
    expect(sitemapPaths).toContain('/et')
    expect(isHomePath('/et/')).toBe(true)
  })

  it('is the language of its paths, and its button leads home', () => {
    expect(LOCALES).toEqual(['lv', 'en', 'ru', 'et'])
    expect(localeFromPath('/et')).toBe('et')
    expect(localeFromPath('/etc')).toBe(DEFAULT_LOCALE)
    expect(LOCALE_HOME[ET]).toBe('/et')
    expect(localeOfLang('et')).toBe('et')
    expect(languageNames[ET]).toBe('Eesti')
  })

  it('sets its <html lang> and og:locale, and every home page names it as an hreflang alternate', () => {
    const head = buildHead(meta, '/et')
    expect(head.lang).toBe('et')
    expect(headHtml(head)).toContain('<meta property="og:locale" content="et_EE">')
    for (const home of ['/', '/lv', '/et']) {
      expect(buildHead(meta, home).alternates).toEqual([
        { hreflang: 'en', href: `${site.siteUrl}/` },
        { hreflang: 'lv', href: `${site.siteUrl}/lv` },
        { hreflang: 'ru', href: `${site.siteUrl}/ru` },
        { hreflang: 'et', href: `${site.siteUrl}/et` },
        { hreflang: 'x-default', href: `${site.siteUrl}/` },
      ])
    }
  })

  it('gets its font subsets preloaded by the prerender', () => {
    expect(fontSubsets).toEqual({
      lv: ['latin', 'latin-ext'],
      en: ['latin'],
      ru: ['latin', 'cyrillic'],
      et: ['latin', 'latin-ext'],
    })
  })

  it('without its copy, stops the build rather than showing another language', async () => {
    await expect(import('@/content/home/load')).rejects.toThrow(
      'et.first.ts is missing: config/locales.ts lists the language "et"',
    )
    await expect(import('@/content/forms')).rejects.toThrow('./forms/et.ts is missing')
    await expect(import('@/content/loadForms')).rejects.toThrow('./forms/et.ts is missing')
  })

  it('the default language is the one at the site root', () => {
    expect(LOCALE_HOME[DEFAULT_LOCALE]).toBe(routes.home.path)
  })
})
