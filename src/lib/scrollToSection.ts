/** The bands below the first screen (the ones `content-visibility` skips in index.css). */
const BELOW_FOLD_SELECTOR = '#main > section:not(:first-child), #root > footer'

/** A band given its real layout for good (index.css: `content-visibility: visible`). */
export const RENDERED_BAND_ATTR = 'data-rendered'

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
