import { createContext, use, useRef, useState, type MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Locale } from '@/content/types'
import { LOCALE_HOME } from '@/lib/locale'

/** Loads everything a path shows (its page's code, the frame's and the page's copy); rejects when any of it fails, twice. */
export type PreloadPath = (pathname: string) => Promise<unknown>

/** The loader a language switch waits for (app/router.tsx gives it; a constant value). */
export const PathPreloader = createContext<PreloadPath>(() => Promise.resolve())

/** A plain left click, which the page handles; one with a modifier opens a tab or a window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey

export interface LanguageSwitch {
  /** the language whose page could not load (the page stayed as it was), until dismissed */
  failed: Locale | null
  /** a language button's click: loads that language's page whole, then goes there, or stays */
  handleClick: (locale: Locale, event: MouseEvent) => void
  dismiss: () => void
}

/**
 * A language switch that never blanks or half-translates the page: the page in the other
 * language (its code and all its copy, each tried twice) loads before the navigation, so the
 * address and the page change together once it is all there. When it fails, the page, and its
 * address, stay as they were and `failed` names the language. The latest click wins.
 */
export function useLanguageSwitch(): LanguageSwitch {
  const preload = use(PathPreloader)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [failed, setFailed] = useState<Locale | null>(null)
  const latest = useRef<Locale | null>(null)

  const handleClick = (locale: Locale, event: MouseEvent) => {
    const path = LOCALE_HOME[locale]
    // the page it is on already: the link's own navigation (nothing to load)
    if (path === pathname || !isPlainClick(event)) return
    event.preventDefault()
    latest.current = locale
    setFailed(null)
    preload(path).then(
      () => latest.current === locale && navigate(path),
      () => latest.current === locale && setFailed(locale),
    )
  }

  return { failed, handleClick, dismiss: () => setFailed(null) }
}
