import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useEffect, useRef } from 'react'

/** Something to do with Embla's API once it is there. */
export type EmblaAction = (api: EmblaCarouselType) => void

/**
 * Runs an action on Embla now, or as soon as Embla has started. Embla starts in an effect after
 * its band hydrates; a click the visitor made before the app arrived is replayed right when the
 * band is hydrated (src/app/earlyInput.ts), which can come before that effect (measured in WebKit
 * and Gecko): the request waits for Embla instead of being lost. The latest request wins.
 */
export function useEmblaAction(api: EmblaCarouselType | undefined): (action: EmblaAction) => void {
  const pending = useRef<EmblaAction | null>(null)
  useEffect(() => {
    const action = pending.current
    if (!api || !action) return
    pending.current = null
    action(api)
  }, [api])
  return useCallback(
    (action: EmblaAction) => {
      if (api) action(api)
      else pending.current = action
    },
    [api],
  )
}
