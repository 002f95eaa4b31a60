import type { BreadcrumbTrail, ImageAsset } from '@/content/types'

/** A number and what it counts, on a link preview card's panel. */
export interface LinkPreviewFigure {
  number: string
  title: string
}

/**
 * What a page's link preview card shows (app/social-card draws it at build time). A page module
 * exports `linkPreview` for its path; a page without one gets the company card of its title and
 * description.
 */
export interface LinkPreview {
  eyebrow: string
  title: string
  /** the promise or summary under the title (the page's description, when not given) */
  text?: string
  /** a case's results or the home page's figures, on a panel over the art */
  figures?: readonly LinkPreviewFigure[]
  /** small labels under the title: a case's service and industry */
  tags?: readonly string[]
  /** the art behind the right-hand side (under public/); none: the brand's mark */
  art?: Pick<ImageAsset, 'src' | 'width' | 'height'>
}

/**
 * A page module's `linkPreview`: only the build draws the cards, so a page writes it as
 * `import.meta.env.SSR ? (pathname) => … : undefined`, and the browser's copy of the page holds
 * none of it.
 */
export type PageLinkPreview =
  ((pathname: string) => LinkPreview | PromiseLike<LinkPreview>) | undefined

/** A service page's card: its name (the last crumb), its promise (its first heading), its art. */
export const servicePreview = (
  eyebrow: string,
  intro: { breadcrumbs: BreadcrumbTrail; title: string },
  art: LinkPreview['art'],
): LinkPreview => ({
  eyebrow,
  title: intro.breadcrumbs.items.at(-1)?.text ?? '',
  text: intro.title,
  art,
})
