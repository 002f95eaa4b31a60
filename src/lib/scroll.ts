import { NAV_SCROLL_TOP_DELAY_MS } from '@/config/constants'

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
