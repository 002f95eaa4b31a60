import { use, type ComponentType } from 'react'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/primitives/Button'
import { perLocale } from '@/config/localeLookup'
import { partnerLogos } from '@/content/brandAssets'
import { homeFirstModule, loadHomeFirst, loadHomeRest } from '@/content/home/load'
import type { Locale } from '@/content/types'
import { lazyNamed, lazyPart, OnDemand, type Preloadable } from '@/lib/delivery'
import { localeFromPath } from '@/lib/locale'
import { usePageMeta } from '@/lib/meta'
import { HomeHeroSection } from '@/sections/home-hero/HomeHeroSection'
import type { PageLinkPreview } from '@/lib/linkPreview'

/** Loads this path's first screen before hydration, so the prerendered HTML stays put. */
export function prepare(pathname: string): PromiseLike<unknown> {
  return loadHomeFirst(localeFromPath(pathname))
}

/**
 * The data module this path reads first (the build manifest's key), for its modulepreload: the
 * prerender's only, so the browser's copy of the page holds none of it.
 */
export const preloads = import.meta.env.SSR
  ? (pathname: string): string[] => [homeFirstModule(localeFromPath(pathname))]
  : undefined

const importRest = () => import('@/pages/blocks/HomeRest')

/**
 * The partner strip: on the first screen, but nothing of it moves before its first rotation (5 s
 * after it runs), so its code (the rotation, the pause button) comes right after the page has
 * hydrated rather than with it: the first load stays within its budget. A press on its pause
 * button before then is held and replayed (it is a hydration unit of its own).
 */
const PartnerStrip = lazyNamed(() => import('@/sections/partners/PartnerStrip'), 'PartnerStrip')

/**
 * The parts of this page's first screen with code of their own: a navigation here fetches them
 * with the page (app/router.tsx `prefetchPath`), so the page never shows their placeholder.
 */
export const firstScreen = (): Preloadable[] => [PartnerStrip]

/**
 * Loads this path's rest below the first screen (its code, the code of its parts in an
 * `<OnDemand>`, and its copy): a language switch waits for it, so the other language's page shows
 * whole or not at all, and a navigation fetches it with the page (docs/moving.md "What is fetched
 * before the tap").
 */
export function prepareRest(pathname: string): PromiseLike<unknown> {
  return Promise.all([
    loadHomeRest(localeFromPath(pathname)),
    importRest().then((rest) => rest.preload()),
  ])
}

/**
 * The rest of the page in one language: its code and its copy load together (no waterfall) while
 * the first screen hydrates. One lazy component per language, made once.
 */
const restOf = (locale: Locale): ComponentType =>
  lazyPart(async () => {
    const [{ HomeRest }, content] = await Promise.all([importRest(), loadHomeRest(locale)])
    return { default: () => <HomeRest home={content.home} forms={content.forms} /> }
  })
const rests = perLocale(({ code }) => restOf(code))

/**
 * Its link preview card, in the page's language: the hero's eyebrow, title, description, figures
 * and art (lib/linkPreview.ts).
 */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? async (pathname) => {
      const { hero } = await loadHomeFirst(localeFromPath(pathname))
      return {
        eyebrow: hero.eyebrow,
        title: hero.title,
        text: hero.description,
        figures: hero.stats,
        art: hero.image,
      }
    }
  : undefined

/**
 * The home page of every language (/, /lv, /ru: config/locales.ts; the language is the path's): the hero first, then the eleven
 * positions below it (docs/product.md "Home page order"; header and footer are the frame). Only the
 * first screen's code and copy load with the page; the rest is prerendered HTML that hydrates when
 * its code arrives.
 */
export default function HomePage() {
  const locale = localeFromPath(useLocation().pathname)
  const first = use(loadHomeFirst(locale))
  usePageMeta(first.meta)
  const Rest = rests[locale]
  return (
    <>
      <HomeHeroSection
        content={first.hero}
        actions={
          <>
            {/* they open the page's dialogs from the platform: on the first tap, before the app */}
            <Button size="lg" opens="booking">
              {first.hero.primaryCta}
            </Button>
            <Button size="lg" variant="secondary" tone="dark" opens="consultation">
              {first.hero.secondaryCta}
            </Button>
          </>
        }
      >
        {/* rendered afresh (a navigation), its place is kept while its code arrives */}
        <OnDemand when="hydrated" className="min-h-36 border-t border-white/10">
          <PartnerStrip content={{ ...first.partners, logos: partnerLogos }} />
        </OnDemand>
      </HomeHeroSection>
      <OnDemand className="min-h-screen bg-paper">
        <Rest />
      </OnDemand>
    </>
  )
}
