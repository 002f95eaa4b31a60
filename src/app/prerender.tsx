import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App, routeFor } from '@/app/router'
import { Providers } from '@/app/providers'
import { FONT_SUBSETS, LOCALE_TABLE } from '@/config/locales'
import { NOT_FOUND_PATH, PAGE_PATHS, routes } from '@/config/routes'
import { securityHeaders } from '@/config/security'
import { site } from '@/config/site'
import { caseStudies } from '@/content/cases/caseStudies'
import { FALLBACK_CASE_SLUG } from '@/content/cases/fallback'
import { BREADCRUMBS_ATTR, HeaderStartsAltContext } from '@/hooks/useHeaderState'
import { frameModule, loadFrameContent } from '@/content/navigation'
import { HELD_INPUT_ATTR } from '@/lib/hydrationMarks'
import { localeFromPath } from '@/lib/locale'
import { headHtml, HeadCollectorContext, type HeadCollector, type HeadData } from '@/lib/meta'
import { organizationData } from '@/lib/structuredData'
import { SocialCard } from '@/app/social-card/SocialCard'
import { socialCardFor, type SocialCard as SocialCardData } from '@/app/social-card/socialCards'
import type { LinkPreview } from '@/lib/linkPreview'
import {
  SOCIAL_CARD_HEIGHT_PX,
  SOCIAL_CARD_SUBSETS,
  SOCIAL_CARD_WEIGHTS,
  SOCIAL_CARD_WIDTH_PX,
  socialCardFamily,
} from '@/config/socialCard'

/** Every path written to dist: the fixed routes, each case study, and the not-found page. */
export const prerenderPaths: readonly string[] = [
  ...PAGE_PATHS,
  ...caseStudies.map((c) => routes.caseDetail.href(c.slug)),
  NOT_FOUND_PATH,
]

export { NOT_FOUND_PATH }

/** The public origin the sitemap and robots.txt name. */
export const siteUrl = site.siteUrl

/**
 * Headers for every response, written to dist/_headers and served by npm start, given the hashes
 * of the inline elements the build put in every page (config/security.ts).
 */
export { securityHeaders }

/** The inline script every page's head carries (app/boot/commandFallback.ts). */
export { COMMAND_FALLBACK_SCRIPT as commandFallbackScript } from '@/app/boot/commandFallback'

/**
 * Paths without a file of their own that are answered, with status 200, by another prerendered
 * page: any unknown /cases/{id} shows the clinic case (spec §2.1, its canonical URL). The build
 * writes them as host rules (dist/_redirects, dist/nginx-routes.conf); npm start serves them.
 */
export const rewrites: readonly { from: string; to: string }[] = [
  { from: routes.caseDetail.path, to: routes.caseDetail.href(FALLBACK_CASE_SLUG) },
]

/** Paths that are prerendered but left out of the sitemap (aliases with another canonical). */
const sitemapExcluded: readonly string[] = [routes.casePage.path]

/** The paths sitemap.xml lists: every prerendered page but the not-found page and aliases. */
export const sitemapPaths: readonly string[] = prerenderPaths.filter(
  (p) => p !== NOT_FOUND_PATH && !sitemapExcluded.includes(p),
)

/** The Manrope subsets a page's text is set in, by its `<html lang>` (config/locales.ts). */
export const fontSubsets: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  LOCALE_TABLE.map((l) => [l.htmlLang, FONT_SUBSETS[l.code]]),
)

/**
 * The company's schema.org Organization as the JSON-LD block every page's head carries: the same
 * on every page and never read by the app, so it is the document's, not a part of the app's code
 * (`<` escaped, so no string in it can close the script element).
 */
export const organizationJsonLd = `<script type="application/ld+json">${JSON.stringify(
  organizationData(),
).replace(/</g, '\\u003c')}</script>`

export interface RenderedPage {
  html: string
  head: HeadData
  headHtml: string
  /** the source files of the page module and its data (build manifest keys), for modulepreloads */
  pageModules: string[]
  /** the root's attributes besides the prerendered path: the held press's alert, in its language */
  rootAttributes: Record<string, string>
  /** what the page's link preview card shows; the build draws it (scripts/build/og-cards.mjs) */
  socialCard: SocialCardData
}

/** The link preview cards' size in px and the Manrope cuts they are set in (config/socialCard.ts). */
export const socialCardFormat = {
  width: SOCIAL_CARD_WIDTH_PX,
  height: SOCIAL_CARD_HEIGHT_PX,
  fonts: SOCIAL_CARD_SUBSETS.flatMap((subset) =>
    SOCIAL_CARD_WEIGHTS.map((weight) => ({ family: socialCardFamily(subset), subset, weight })),
  ),
}

/** A page's card as the element satori lays out, its art given as a data: URL. */
export const socialCardElement = (card: SocialCardData, artSrc?: string) => (
  <SocialCard card={card} artSrc={artSrc} />
)

/**
 * The modules a path needs first: its page, the data the page reads first (its `preloads`) and
 * the frame's copy in its language.
 */
async function modulesOf(url: string): Promise<string[]> {
  const route = routeFor(url)
  const page = await route.load()
  return [route.module, ...(page.preloads?.(url) ?? []), frameModule(localeFromPath(url))]
}

/** What a path's page module says of its link preview card (`linkPreview`), if anything. */
async function linkPreviewOf(url: string): Promise<LinkPreview | undefined> {
  const page = await routeFor(url).load()
  return page.linkPreview?.(url)
}

/**
 * Renders one path to HTML (prerender, not renderToString, so lazy pages are waited for), as one
 * complete document: no pending Suspense boundary and no inline reveal script, which the
 * Content-Security-Policy would block.
 */
export async function render(url: string): Promise<RenderedPage> {
  const first = await renderHtml(url, false)
  // breadcrumbs sit on a page's first screen: such a page opens with the alternate logo, so it is
  // rendered again with the header in that state (useHeaderState)
  const { html, head } = first.html.includes(` ${BREADCRUMBS_ATTR}=`)
    ? await renderHtml(url, true)
    : first
  const { loading } = await loadFrameContent(localeFromPath(url))
  return {
    html,
    head,
    headHtml: headHtml(head),
    pageModules: await modulesOf(url),
    rootAttributes: { [HELD_INPUT_ATTR]: loading.heldInputExpired },
    socialCard: socialCardFor(head, await linkPreviewOf(url)),
  }
}

async function renderHtml(url: string, headerStartsAlt: boolean) {
  let head: HeadData | undefined
  const collector: HeadCollector = (h) => {
    head = h
  }
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <HeaderStartsAltContext value={headerStartsAlt}>
          <StaticRouter location={url}>
            <Providers>
              <App />
            </Providers>
          </StaticRouter>
        </HeaderStartsAltContext>
      </HeadCollectorContext>
    </StrictMode>,
    // one complete document: no boundary is split out into a later chunk with a reveal script
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  if (!head) throw new Error(`${url}: the page did not call usePageMeta`)
  return { html: Buffer.concat(chunks).toString('utf8'), head }
}
