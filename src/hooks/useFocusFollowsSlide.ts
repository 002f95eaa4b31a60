import { useLayoutEffect, useRef, type FocusEvent } from 'react'

/** What a slide may hold that takes focus. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'
/** The carousel shell's slides (components/carousel/CarouselSlide.tsx). */
const SLIDE = '[data-slide]'

const controlsOf = (slide: Element) => [...slide.querySelectorAll<HTMLElement>(FOCUSABLE)]

/**
 * Keeps keyboard focus in a carousel when its slide leaves: a slide off screen turns
 * `inert`, and the control focused in it would drop focus to `<body>`. When `selected` changes and
 * the control last focused inside the region is now in an inert slide (still focused, or focus
 * already fell to `<body>`), focus moves to the control at the same place in the first shown
 * slide, or to the region itself (it needs `tabIndex={-1}`). Returns the region's ref and a focus
 * handler for it.
 */
export function useFocusFollowsSlide<T extends HTMLElement>(selected: number | undefined) {
  const region = useRef<T>(null)
  const last = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    const root = region.current
    const from = last.current
    const left = from?.closest(`${SLIDE}[inert]`)
    if (!root || !from || !left || !root.contains(left)) return
    const active = document.activeElement
    if (active !== from && active !== document.body && active !== null) return
    const shown = root.querySelector(`${SLIDE}:not([inert])`)
    const target = shown ? controlsOf(shown)[controlsOf(left).indexOf(from)] : undefined
    last.current = target ?? null
    ;(target ?? root).focus({ preventScroll: true })
  }, [selected])

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    last.current = event.target
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null
    // focus leaving the region forgets the control; a blur because its slide turned inert does not
    if (to ? !event.currentTarget.contains(to) : !event.target.closest('[inert]'))
      last.current = null
  }
  return { ref: region, onFocus, onBlur }
}
