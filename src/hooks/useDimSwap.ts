import type { EmblaCarouselType } from 'embla-carousel'
import { useAnimate } from 'framer-motion'
import { useCallback, useRef, useState } from 'react'
import { CAROUSEL_DIM_OPACITY } from '@/config/constants'
import { useEmblaAction } from '@/hooks/useEmblaAction'
import { wrapIndex } from '@/lib/wrapIndex'
import { fadeTransition } from '@/motion/transitions'

export interface DimSwap {
  /** the ref of the element that dims (the card's frame around Embla's viewport) */
  scope: ReturnType<typeof useAnimate<HTMLDivElement>>[0]
  /** true from a change being taken until Embla shows the new slide */
  isTransitioning: boolean
  /** asks for slide `index` (wrapped); false when ignored: a change runs, or it is the shown one */
  goTo: (index: number) => boolean
  next: () => boolean
  previous: () => boolean
}

export interface DimSwapOptions {
  /** the length of the dim (spec §4: 150 ms) */
  durationMs: number
  /** reduced motion: the swap is instant, nothing animates */
  isReduced: boolean
}

/**
 * spec §4 (testimonials, industries): a change dims the card to half opacity over `durationMs`
 * (framer-motion), then Embla jumps to the new slide and the card comes back. The change is
 * locked until framer-motion reports the dim finished, so a request meanwhile, or for the slide
 * already shown, is ignored. Under reduced motion Embla jumps at once. A request made before
 * Embla has started (a click held before the app and replayed) is taken once it has.
 */
export function useDimSwap(
  api: EmblaCarouselType | undefined,
  { durationMs, isReduced }: DimSwapOptions,
): DimSwap {
  const [scope, animate] = useAnimate<HTMLDivElement>()
  const isLocked = useRef(false)
  const [isTransitioning, setIsTransitioning] = useState(false)

  const withApi = useEmblaAction(api)

  /** The change itself, on a started Embla. */
  const change = useCallback(
    (embla: EmblaCarouselType, requested: number) => {
      if (isLocked.current) return false
      const target = wrapIndex(requested, embla.scrollSnapList().length)
      if (target === embla.selectedScrollSnap()) return false
      const card = scope.current
      if (isReduced || !card) {
        embla.scrollTo(target, true)
        return true
      }
      isLocked.current = true
      setIsTransitioning(true)
      const transition = fadeTransition(durationMs)
      void animate(card, { opacity: CAROUSEL_DIM_OPACITY }, transition).then(() => {
        isLocked.current = false
        setIsTransitioning(false)
        if (!scope.current) return
        embla.scrollTo(target, true)
        void animate(card, { opacity: 1 }, transition)
      })
      return true
    },
    [isReduced, durationMs, animate, scope],
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
