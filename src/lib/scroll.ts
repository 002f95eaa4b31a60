import { NAV_SCROLL_TOP_DELAY_MS } from '@/config/constants'
import { BELOW_FOLD_SELECTOR } from '@/lib/belowFold'

/** A band given its real layout for good (index.css: `content-visibility: visible`). */
export const RENDERED_BAND_ATTR = 'data-rendered'

let pending: ReturnType<typeof setTimeout> | undefined

/**
 * spec §2.2: service cards and "View all" navigate to their route, then scroll to the top
 * `delayMs` later. The timer lives outside React on purpose: the page that set it unmounts with
 * the navigation, and the scroll must still happen. A newer call replaces an older one.
 */
export function scrollToTopAfterNavigation(delayMs: number = NAV_SCROLL_TOP_DELAY_MS): void {
  clearTimeout(pending)
  pending = setTimeout(() => {
    pending = undefined
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, delayMs)
}

/**
 * Gives the bands from the first screen down to the one holding `target` their real layout now.
 * A band that `content-visibility` still skips stands in with a placeholder height (index.css)
 * and takes its real height when it nears the viewport: during an in-page scroll the bands passed
 * grow and the target moves away under the scroll (Gecko and WebKit landed "Meet Our Team"
 * hundreds of pixels off). Rendered first, the target's place is final before the scroll starts.
 */
export function renderBandsUpTo(target: Element): void {
  for (const band of document.querySelectorAll(BELOW_FOLD_SELECTOR)) {
    band.setAttribute(RENDERED_BAND_ATTR, '')
    if (band === target || band.contains(target)) return
  }
}

/**
 * Scrolls so that `target`'s top sits right under the fixed header (smooth, or at once under
 * reduced motion), with the bands above it rendered first so it lands where it was aimed.
 */
export function scrollToSection(target: HTMLElement, { isReduced }: { isReduced: boolean }) {
  renderBandsUpTo(target)
  const headerHeight = document.querySelector<HTMLElement>('#root header')?.offsetHeight ?? 0
  const top = target.getBoundingClientRect().top + window.scrollY - headerHeight
  window.scrollTo({ top, left: 0, behavior: isReduced ? 'instant' : 'smooth' })
}

/**
 * A click on a link to a place in this page (`#id`): the bands up to the target are rendered
 * before the browser scrolls there, so the native jump lands on it too. Installed once by the
 * frame; the click itself is left to the browser.
 */
export function renderBandsForHashLink(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href^="#"]')
  const id = link?.getAttribute('href')?.slice(1)
  if (!id) return
  const target = document.getElementById(decodeURIComponent(id))
  if (target) renderBandsUpTo(target)
}
