import type { EmblaCarouselType } from 'embla-carousel'
import { animate, useMotionValue, useMotionValueEvent } from 'framer-motion'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { CAROUSEL_DIM_OPACITY } from '@/config/constants'
import { useEmblaAction } from '@/hooks/useEmblaAction'
import { wrapIndex } from '@/lib/wrapIndex'
import { fadeTransition } from '@/motion/transitions'

export interface DimSwap {
  /** the ref of the element that dims (the card's frame around Embla's viewport) */
  scope: RefObject<HTMLDivElement | null>
  /**
   * true from a change being taken until Embla shows the new slide, `durationMs` later (the card's
   * busy mark, `data-busy`)
   */
  isTransitioning: boolean
  /** asks for slide `index` (wrapped); false when ignored: a change runs, or it is the shown one */
  goTo: (index: number) => boolean
  next: () => boolean
  previous: () => boolean
}

export interface DimSwapOptions {
  /** the length of the transition (spec §4: 150 ms) */
  durationMs: number
  /** reduced motion: the same changes at the same times, drawn without animation */
  isReduced: boolean
}

/**
 * spec §4 (testimonials, industries): a change sets the transition flag and, `durationMs` later
 * (a plain timer, so any fake clock drives it), Embla jumps to the new slide and the flag clears.
 * Meanwhile a request, or one for the slide already shown, is ignored. framer-motion draws it,
 * started by the same request and the same timer: the card dims to half opacity over `durationMs`
 * and comes back from the commit that shows the new slide. Its animations are fire-and-forget; nothing waits for them.
 * The card's opacity is a motion value animated on framer-motion's frame loop (animation frames
 * and `performance.now`), so the drawing keeps to the page's clock, whatever that clock is. An
 * element animation would run on the browser's own timeline (WAAPI) with its start time taken
 * from `performance.now`: under a fake clock ahead of that timeline (Playwright's, paused after
 * the page has run) each dim waited to start until the next change, a whole phase late.
 * A request made before Embla has started (a click held before the app and replayed) is taken
 * once it has.
 */
export function useDimSwap(
  api: EmblaCarouselType | undefined,
  { durationMs, isReduced }: DimSwapOptions,
): DimSwap {
  const scope = useRef<HTMLDivElement>(null)
  const opacity = useMotionValue(1)
  const paint = useCallback((value: number) => {
    if (scope.current) scope.current.style.opacity = String(value)
  }, [])
  useMotionValueEvent(opacity, 'change', paint)
  // the pending swap; while it is set, the change runs and input is ignored
  const swap = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [isTransitioning, setIsTransitioning] = useState(false)
  useEffect(() => () => clearTimeout(swap.current), [])

  /** framer-motion draws the flag over the same duration (at once under reduced motion). */
  const draw = useCallback(
    (target: number) => {
      if (isReduced) opacity.jump(target)
      else void animate(opacity, target, fadeTransition(durationMs))
    },
    [opacity, isReduced, durationMs],
  )
  useEffect(() => () => opacity.stop(), [opacity])

  // the new slide comes back from the dim in the commit that shows it, not at the timer: React
  // commits the new slide a task after the timer, and on a slowed CPU a fade started at the timer
  // had run frames ahead of it (the old slide brightened before the swap). However few frames the
  // dim drew, it has run its course there: the new slide starts from half opacity
  const hasDimmed = useRef(false)
  useLayoutEffect(() => {
    if (isTransitioning || !hasDimmed.current) return
    hasDimmed.current = false
    opacity.jump(CAROUSEL_DIM_OPACITY)
    draw(1)
  }, [isTransitioning, draw, opacity])

  const withApi = useEmblaAction(api)

  /** The change itself, on a started Embla. */
  const change = useCallback(
    (embla: EmblaCarouselType, requested: number) => {
      if (swap.current !== undefined) return false
      const target = wrapIndex(requested, embla.scrollSnapList().length)
      if (target === embla.selectedScrollSnap()) return false
      setIsTransitioning(true)
      hasDimmed.current = true
      draw(CAROUSEL_DIM_OPACITY)
      swap.current = setTimeout(() => {
        swap.current = undefined
        // one commit: Embla's `select` (the shown slide, useEmblaSelection) and the flag
        embla.scrollTo(target, true)
        setIsTransitioning(false)
      }, durationMs)
      return true
    },
    [durationMs, draw],
  )
  // a click replayed before Embla started is taken once it has (and counts as taken)
  const goTo = useCallback(
    (requested: number) => withApi((embla) => change(embla, requested)) ?? true,
    [change, withApi],
  )
  const next = useCallback(() => goTo((api?.selectedScrollSnap() ?? 0) + 1), [api, goTo])
  const previous = useCallback(() => goTo((api?.selectedScrollSnap() ?? 0) - 1), [api, goTo])
  return { scope, isTransitioning, goTo, next, previous }
}
