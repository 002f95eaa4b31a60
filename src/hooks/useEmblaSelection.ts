import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useState } from 'react'

export interface EmblaSelection {
  /** Embla's selected snap (the slide or page shown) */
  index: number
  /** how many snaps Embla has (dots, pages) */
  count: number
}

/**
 * Embla's selected snap and snap count as React state, read on Embla's `select` and `reInit`
 * events. Before Embla starts (the prerender, the first hydration) it is the first snap of
 * `initialCount`, which is what the prerendered markup shows.
 */
export function useEmblaSelection(
  api: EmblaCarouselType | undefined,
  initialCount: number,
): EmblaSelection {
  const [selection, setSelection] = useState<EmblaSelection>({ index: 0, count: initialCount })
  useEffect(() => {
    if (!api) return
    const read = () =>
      setSelection({ index: api.selectedScrollSnap(), count: api.scrollSnapList().length })
    read()
    api.on('select', read).on('reInit', read)
    return () => {
      api.off('select', read).off('reInit', read)
    }
  }, [api])
  return selection
}
