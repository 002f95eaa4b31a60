/**
 * The reduced-motion switch of a stage: what a visitor who asked their system for reduced motion
 * gets. A page cannot set the media feature itself, so the stage answers for it where the site
 * asks: `matchMedia` (the site's hooks, framer-motion's `reducedMotion: 'user'`) answers the
 * switch, and tells its listeners when it turns; the stylesheet's reduced-motion rules apply under
 * `html[data-lab-reduced]` (lab.css). The rest of `matchMedia` is the browser's own.
 */
const QUERY = /prefers-reduced-motion/
const ATTR = 'data-lab-reduced'

let isReduced = false
const lists = new Set<FakeList>()

/** A media query list for the reduced-motion feature that follows the switch. */
class FakeList extends EventTarget {
  readonly media: string
  onchange: ((event: MediaQueryListEvent) => void) | null = null
  constructor(media: string) {
    super()
    this.media = media
  }
  get matches() {
    // `(prefers-reduced-motion)` and `: reduce` match when reduced; `: no-preference` when not
    return /no-preference/.test(this.media) ? !isReduced : isReduced
  }
  addListener(listener: (event: MediaQueryListEvent) => void) {
    this.addEventListener('change', listener as EventListener)
  }
  removeListener(listener: (event: MediaQueryListEvent) => void) {
    this.removeEventListener('change', listener as EventListener)
  }
}

/** Answers the reduced-motion queries of this window from the switch, from now on. */
export function installReducedMotionSwitch() {
  const native = window.matchMedia.bind(window)
  window.matchMedia = (query: string) => {
    if (!QUERY.test(query)) return native(query)
    const list = new FakeList(query)
    lists.add(list)
    return list as unknown as MediaQueryList
  }
}

/** Turns the switch: every list answers anew and tells its listeners, and the CSS follows. */
export function setReducedMotion(next: boolean) {
  if (next === isReduced) return
  isReduced = next
  document.documentElement.toggleAttribute(ATTR, next)
  for (const list of lists) {
    const event = new Event('change') as MediaQueryListEvent
    Object.defineProperty(event, 'matches', { value: list.matches })
    list.onchange?.(event)
    list.dispatchEvent(event)
  }
}
