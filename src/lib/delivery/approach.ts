import { BAND_LOAD_MARGIN_VIEWPORTS } from '@/config/constants'
import { HYDRATION_REQUEST_EVENT } from '@/lib/hydrationMarks'

export interface ApproachOptions {
  /** how near counts, in viewport heights above and below the screen */
  marginViewports?: number
  doc?: Document
}

/** The elements between two sibling markers (a part of the page's own elements), in order. */
export function elementsBetween(start: Element, end: Element): Element[] {
  const elements: Element[] = []
  for (let e = start.nextElementSibling; e && e !== end; e = e.nextElementSibling) elements.push(e)
  return elements
}

/**
 * Calls `onNear` once, as soon as the visitor nears a part of the page made of `elements`: one of
 * them comes within `marginViewports` of the viewport (an IntersectionObserver), keyboard focus
 * enters it (also when it is there already), or the early-input capture holds a press inside it
 * (`HYDRATION_REQUEST_EVENT`). Returns the function that stops watching.
 */
export function watchApproach(
  elements: readonly Element[],
  onNear: () => void,
  { marginViewports = BAND_LOAD_MARGIN_VIEWPORTS, doc = document }: ApproachOptions = {},
): () => void {
  const win = doc.defaultView
  let observer: IntersectionObserver | null = null
  const isInside = (target: EventTarget | null) =>
    target instanceof Node && elements.some((element) => element.contains(target))
  const stop = () => {
    observer?.disconnect()
    doc.removeEventListener('focusin', onEvent, true)
    doc.removeEventListener(HYDRATION_REQUEST_EVENT, onEvent, true)
  }
  const near = () => {
    stop()
    onNear()
  }
  function onEvent(event: Event) {
    if (isInside(event.target)) near()
  }

  // no observer (an old engine), or nothing shown to watch (a part this width hides): the part
  // loads at once, as it did before
  const isShown = elements.some((element) => element.getClientRects().length > 0)
  if (!win?.IntersectionObserver || !isShown || isInside(doc.activeElement)) {
    near()
    return () => {}
  }
  observer = new win.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near()
    },
    { rootMargin: `${marginViewports * 100}% 0px` },
  )
  for (const element of elements) observer.observe(element)
  doc.addEventListener('focusin', onEvent, true)
  doc.addEventListener(HYDRATION_REQUEST_EVENT, onEvent, true)
  return stop
}
