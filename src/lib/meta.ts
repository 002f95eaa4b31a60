import { createContext, useContext, useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { DEFAULT_LOCALE } from '@/config/localeLookup'
import { site } from '@/config/site'
import {
  SOCIAL_CARD_DIR,
  SOCIAL_CARD_HEIGHT_PX,
  SOCIAL_CARD_HOME_NAME,
  SOCIAL_CARD_WIDTH_PX,
} from '@/config/socialCard'
import type { PageMeta } from '@/content/types'
import {
  HREFLANG,
  HTML_LANG,
  LOCALE_HOME,
  LOCALES,
  localeFromPath,
  normalisePath,
  OG_LOCALE,
} from '@/lib/locale'

/** Everything the document head says about one page. */
export interface HeadData {
  title: string
  description: string
  /** absolute canonical URL */
  canonical: string
  lang: string
  /** Open Graph's language_TERRITORY */
  ogLocale: string
  noindex: boolean
  /** hreflang alternates (every language's home page) */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>
  /** the page's own link preview card (absolute URL) and what it shows, for og:image:alt */
  image: string
  imageAlt: string
}

export interface HeadTag {
  tag: 'meta' | 'link'
  /** attributes that identify the element (name, property, rel, hreflang) */
  key: Record<string, string>
  /** the attribute carrying the value (content or href) and its value */
  valueAttr: 'content' | 'href'
  value: string
}

/**
 * The path of a page's link preview card, by its canonical path: `/og/home.png` for `/`,
 * `/og/cases/<id>.png` for `/cases/<id>`. The build draws one for every prerendered page
 * (scripts/build/og-cards.mjs).
 */
export function socialCardPath(canonicalPath: string): string {
  const name = canonicalPath === '/' ? `/${SOCIAL_CARD_HOME_NAME}` : canonicalPath
  return `${SOCIAL_CARD_DIR}${name}.png`
}

/** Absolute URL on the public site for a path. */
export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path === '/' ? '/' : path}`
}

/** Builds the head data of a page from its meta and its path. */
export function buildHead(meta: PageMeta, pathname: string): HeadData {
  const locale = localeFromPath(pathname)
  const isHome = Object.values(LOCALE_HOME).includes(pathname)
  // the default language first, then the others in the table's order
  const languages = [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)]
  const alternates = isHome
    ? [
        ...languages.map((l) => ({ hreflang: HREFLANG[l], href: absoluteUrl(LOCALE_HOME[l]) })),
        { hreflang: 'x-default', href: absoluteUrl(LOCALE_HOME[DEFAULT_LOCALE]) },
      ]
    : []
  const canonicalPath = meta.canonicalPath ?? pathname
  return {
    title: meta.title,
    description: meta.description,
    canonical: absoluteUrl(canonicalPath),
    lang: HTML_LANG[locale],
    ogLocale: OG_LOCALE[locale],
    noindex: Boolean(meta.noindex),
    alternates,
    image: absoluteUrl(socialCardPath(canonicalPath)),
    // the card shows the page's title beside the brand
    imageAlt: meta.title,
  }
}

/** The meta and link tags of a head, in document order. */
export function headTags(head: HeadData): HeadTag[] {
  const meta = (key: Record<string, string>, value: string): HeadTag => ({
    tag: 'meta',
    key,
    valueAttr: 'content',
    value,
  })
  return [
    { tag: 'link', key: { rel: 'canonical' }, valueAttr: 'href', value: head.canonical },
    ...head.alternates.map((a): HeadTag => ({
      tag: 'link',
      key: { rel: 'alternate', hreflang: a.hreflang },
      valueAttr: 'href',
      value: a.href,
    })),
    meta({ name: 'robots' }, head.noindex ? 'noindex, follow' : 'index, follow'),
    meta({ property: 'og:type' }, 'website'),
    meta({ property: 'og:site_name' }, site.brand),
    meta({ property: 'og:locale' }, head.ogLocale),
    meta({ property: 'og:title' }, head.title),
    meta({ property: 'og:description' }, head.description),
    meta({ property: 'og:url' }, head.canonical),
    meta({ property: 'og:image' }, head.image),
    meta({ property: 'og:image:type' }, 'image/png'),
    meta({ property: 'og:image:width' }, String(SOCIAL_CARD_WIDTH_PX)),
    meta({ property: 'og:image:height' }, String(SOCIAL_CARD_HEIGHT_PX)),
    meta({ property: 'og:image:alt' }, head.imageAlt),
    meta({ name: 'twitter:card' }, 'summary_large_image'),
    meta({ name: 'twitter:title' }, head.title),
    meta({ name: 'twitter:description' }, head.description),
    meta({ name: 'twitter:image' }, head.image),
    meta({ name: 'twitter:image:alt' }, head.imageAlt),
  ]
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The head tags as HTML (the prerender writes them into every page). */
export function headHtml(head: HeadData): string {
  return headTags(head)
    .map((t) => {
      const attrs = Object.entries({ ...t.key, [t.valueAttr]: t.value })
        .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
        .join(' ')
      return `<${t.tag} ${attrs}>`
    })
    .join('\n    ')
}

const selectorOf = (t: HeadTag) =>
  t.tag +
  Object.entries(t.key)
    .map(([k, v]) => `[${k}="${CSS.escape(v)}"]`)
    .join('')

/** Sets `name` on `el` only when it changes: the prerendered head is already the page's. */
function setIfChanged(el: Element, name: string, value: string) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value)
}

/**
 * Applies a page's head to the document and returns a function that restores what was
 * there before (spec §2.2: the previous title and description come back when the page is left).
 * What already holds is left untouched: on the first page the prerender wrote it all, and
 * writing `<html lang>` or the title again, even unchanged, cost a hydration task its style
 * work.
 */
export function applyHead(doc: Document, head: HeadData): () => void {
  const restores: Array<() => void> = []
  const previousTitle = doc.title
  if (previousTitle !== head.title) doc.title = head.title
  restores.push(() => {
    if (doc.title !== previousTitle) doc.title = previousTitle
  })
  const html = doc.documentElement
  const previousLang = html.lang
  setIfChanged(html, 'lang', head.lang)
  restores.push(() => setIfChanged(html, 'lang', previousLang))
  const wanted = headTags(head)
  const wantedSelectors = new Set(wanted.map(selectorOf))
  // hreflang links of another page go while this one is shown
  doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]').forEach((el) => {
    const key: HeadTag = {
      tag: 'link',
      key: { rel: 'alternate', hreflang: el.hreflang },
      valueAttr: 'href',
      value: '',
    }
    if (!wantedSelectors.has(selectorOf(key))) {
      const parent = el.parentNode
      const next = el.nextSibling
      el.remove()
      restores.push(() => parent?.insertBefore(el, next))
    }
  })
  for (const t of wanted) {
    const existing = doc.head.querySelector(selectorOf(t))
    if (existing) {
      const before = existing.getAttribute(t.valueAttr)
      if (before === t.value) continue
      existing.setAttribute(t.valueAttr, t.value)
      restores.push(() => {
        if (before === null) existing.removeAttribute(t.valueAttr)
        else existing.setAttribute(t.valueAttr, before)
      })
    } else {
      const el = doc.createElement(t.tag)
      for (const [k, v] of Object.entries(t.key)) el.setAttribute(k, v)
      el.setAttribute(t.valueAttr, t.value)
      doc.head.appendChild(el)
      restores.push(() => el.remove())
    }
  }
  const description = doc.head.querySelector('meta[name="description"]')
  if (description) {
    const before = description.getAttribute('content')
    setIfChanged(description, 'content', head.description)
    restores.push(() => setIfChanged(description, 'content', before ?? ''))
  } else {
    const el = doc.createElement('meta')
    el.setAttribute('name', 'description')
    el.setAttribute('content', head.description)
    doc.head.appendChild(el)
    restores.push(() => el.remove())
  }
  return () => {
    for (const restore of restores.reverse()) restore()
  }
}

/** Receives the head of the page being prerendered (server only). */
export type HeadCollector = (head: HeadData) => void

export const HeadCollectorContext = createContext<HeadCollector | null>(null)

/**
 * Sets the page's title, description, canonical, social tags and `<html lang>`; restores the
 * previous ones when the page unmounts. During prerendering it hands them to the collector.
 */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation()
  const collector = useContext(HeadCollectorContext)
  const head = buildHead(meta, normalisePath(pathname))
  collector?.(head)
  const key = JSON.stringify(head)
  // in the commit that shows the page, before it paints: the title and description change with
  // it (a passive effect could run after the new page had painted, and a reader of the tab or
  // an assistive technology would meet the old page's title on the new page)
  useLayoutEffect(() => applyHead(document, JSON.parse(key) as HeadData), [key])
}
