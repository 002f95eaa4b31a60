import type { EmblaCarouselType } from 'embla-carousel'
import { animate, useMotionValue, useMotionValueEvent } from 'framer-motion'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useEmblaAction } from '@/hooks/useEmblaAction'
import { wrapIndex } from '@/lib/wrapIndex'
import { useMotionSettings, type MotionNumberName } from '@/motion/timings'
import { fadeTransition } from '@/motion/transitions'

export interface DimSwap {
  /** the ref of the element that dims (the card's frame around Embla's viewport) */
  scope: RefObject<HTMLDivElement | null>
  /**
   * true from a change being taken until Embla shows the new slide, the `duration` timing later
   * (the card's busy mark, `data-busy`)
   */
  isTransitioning: boolean
  /** asks for slide `index` (wrapped); false when ignored: a change runs, or it is the shown one */
  goTo: (index: number) => boolean
  next: () => boolean
  previous: () => boolean
}

export interface DimSwapOptions {
  /** the timing of the transition (spec §4: `TESTIMONIAL_SWAP_MS`, `INDUSTRY_TRANSITION_MS`) */
  duration: MotionNumberName
  /** reduced motion: the same changes at the same times, drawn without animation */
  isReduced: boolean
}

/**
 * spec §4 (testimonials, industries): a change sets the transition flag and, `duration` later
 * (a plain timer, so any fake clock drives it), Embla jumps to the new slide and the flag clears.
 * Meanwhile a request, or one for the slide already shown, is ignored. framer-motion draws it,
 * started by the same request and the same timer: the card dims to `CAROUSEL_DIM_OPACITY` over it
 * and comes back from the commit that shows the new slide. Its animations are fire-and-forget; nothing waits for them.
 * The card's opacity is a motion value animated on framer-motion's frame loop (animation frames
 * and `performance.now`), so the drawing keeps to the page's clock, whatever that clock is. An
 * element animation would run on the browser's own timeline (WAAPI) with its start time taken
 * from `performance.now`: under a fake clock ahead of that timeline (Playwright's, paused after
 * the page has run) each dim waited to start until the next change, a whole phase late.
 * A request made before Embla has started (a click held before the app and replayed) is taken
 * once it has. The timings come from the motion settings (motion/timings.ts).
 */
export function useDimSwap(
  api: EmblaCarouselType | undefined,
  { duration, isReduced }: DimSwapOptions,
): DimSwap {
  const settings = useMotionSettings()
  const durationMs = settings[duration]
  const { CAROUSEL_DIM_OPACITY: dimOpacity, EASE_SOFT: ease } = settings
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
      else void animate(opacity, target, fadeTransition(durationMs, ease))
    },
    [opacity, isReduced, durationMs, ease],
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
    opacity.jump(dimOpacity)
    draw(1)
  }, [isTransitioning, draw, opacity, dimOpacity])

  const withApi = useEmblaAction(api)

  /** The change itself, on a started Embla. */
  const change = useCallback(
    (embla: EmblaCarouselType, requested: number) => {
      if (swap.current !== undefined) return false
      const target = wrapIndex(requested, embla.scrollSnapList().length)
      if (target === embla.selectedScrollSnap()) return false
      setIsTransitioning(true)
      hasDimmed.current = true
      draw(dimOpacity)
      swap.current = setTimeout(() => {
        swap.current = undefined
        // one commit: Embla's `select` (the shown slide, useEmblaSelection) and the flag
        embla.scrollTo(target, true)
        setIsTransitioning(false)
      }, durationMs)
      return true
    },
    [durationMs, draw, dimOpacity],
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
