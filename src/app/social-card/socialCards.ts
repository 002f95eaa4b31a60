import { site } from '@/config/site'
import { socialCardLabels } from '@/content/socialCards'
import type { HeadData } from '@/lib/meta'
import type { LinkPreview, LinkPreviewFigure } from '@/lib/linkPreview'

/** What one page's link preview card shows (app/social-card/SocialCard.tsx draws it). */
export interface SocialCard extends LinkPreview {
  /** where the build writes it and the site serves it: `/og/<page>.png` (lib/meta.ts) */
  path: string
  /** the page's address without the scheme, in the card's corner */
  address: string
  /** `<html lang>` of the page: the card is in its language */
  lang: string
  figures: readonly LinkPreviewFigure[]
  tags: readonly string[]
}

/** A path on the site, from an absolute URL of it (lib/meta.ts `absoluteUrl`). */
const sitePath = (url: string) => url.slice(site.siteUrl.length) || '/'

/** The page's title without the brand the `<title>` ends with (the card shows the logo). */
const withoutBrand = (title: string) => title.replace(` | ${site.brand}`, '')

/**
 * The card of a prerendered page, from its head (its canonical page names the card's address) and
 * what its page module says of it (`linkPreview`, lib/linkPreview.ts): a home page's hero in its
 * language, a service's name and promise, a case study's results, a legal document's title. A
 * page that says nothing gets the company card of its title and description.
 */
export function socialCardFor(head: HeadData, preview?: LinkPreview): SocialCard {
  const page = sitePath(head.canonical)
  return {
    path: sitePath(head.image),
    address: `${new URL(site.siteUrl).host}${page === '/' ? '' : page}`,
    lang: head.lang,
    eyebrow: socialCardLabels.company,
    title: withoutBrand(head.title),
    text: head.description,
    ...preview,
    figures: preview?.figures ?? [],
    tags: preview?.tags ?? [],
  }
}
