// When the parts of a prerendered page below its first screen hydrate. Their HTML is complete
// without JavaScript; their code (sliders, forms, motion) only has to run once the visitor can
// reach them. So the first hydration wakes them on the first sign that the visitor goes there: a
// scroll, a touch, a click, a key, focus moving, or a band that holds such a part showing in the
// viewport (a tall window, a link to #contact). A band that holds none hydrates with the page
// anyway, so its showing wakes nothing. Until then the load does only the first screen's work.
// Client-side navigation and the prerender never wait (the gate starts open). React keeps an
// unhydrated part's HTML in place; a click on it before it hydrates is held by
// src/app/earlyInput.ts and replayed once it has, and the press that came with it wakes it.

/** The bands below the first screen (the same ones `content-visibility` skips in index.css). */
export const BELOW_FOLD_SELECTOR = '#main > section:not(:first-child), #root > footer'

/** What counts as the visitor heading somewhere on the page. */
export const WAKE_EVENTS = [
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'keydown',
  'focusin',
] as const

/** React's server markers around a Suspense boundary: `<!--$-->` (or `$?`, `$!`) … `<!--/$-->`. */
const BOUNDARY_OPEN = /^\$[?!]?$/
const BOUNDARY_CLOSE = '/$'

/** How many Suspense boundaries opened among a node's earlier siblings are still open at it. */
function boundaryDepth(node: Node): number {
  let depth = 0
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (sibling.nodeType !== Node.COMMENT_NODE) continue
    const data = (sibling as Comment).data
    if (BOUNDARY_OPEN.test(data)) depth++
    else if (data === BOUNDARY_CLOSE) depth--
  }
  return depth
}

/** Whether a Suspense boundary starts inside an element. */
function holdsBoundary(element: Element): boolean {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_COMMENT)
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (BOUNDARY_OPEN.test((node as Comment).data)) return true
  return false
}

/**
 * The bands below the first screen that hold a part which may wait (a `<Deferred>`: a Suspense
 * boundary in the prerendered HTML), inside the band or around it. The page itself sits in one
 * boundary (its lazy module): depth is counted from the first band's.
 */
export function deferredBands(root: Document = document): Element[] {
  const first = root.querySelector('#main > section')
  const pageDepth = first ? boundaryDepth(first) : 0
  return [...root.querySelectorAll(BELOW_FOLD_SELECTOR)].filter(
    (band) => boundaryDepth(band) > pageDepth || holdsBoundary(band),
  )
}

let waiting: Promise<void> | null = null

/** The promise below-the-fold parts wait on during the first hydration, or null once they may run. */
export function belowFoldWait(): Promise<void> | null {
  return waiting
}

/**
 * Holds the below-the-fold parts of the page about to hydrate until the visitor heads for them
 * (see the top of this file). Returns a function that releases them at once.
 */
export function holdBelowFold(root: Document = document): () => void {
  let release: () => void = () => {}
  const pending = new Promise<void>((resolve) => {
    release = () => {
      if (waiting !== pending) return
      waiting = null
      resolve()
      cleanUp()
    }
  })
  waiting = pending
  const win = root.defaultView ?? window
  const wake = () => release()
  const options = { capture: true, passive: true } as const
  for (const type of WAKE_EVENTS) win.addEventListener(type, wake, options)
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake())
  deferredBands(root).forEach((band) => observer?.observe(band))
  function cleanUp() {
    for (const type of WAKE_EVENTS) win.removeEventListener(type, wake, options)
    observer?.disconnect()
  }
  // already on the way: scrolled, a link to a band, focus in the page or input held for a part
  // (src/app/earlyInput.ts) before the app arrived
  const focused = root.activeElement && root.activeElement !== root.body
  const hasHeldInput = root.documentElement.hasAttribute('data-held-input')
  if (!observer || win.location.hash || win.scrollY > 0 || focused || hasHeldInput) release()
  return release
}
