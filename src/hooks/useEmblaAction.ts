import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useEffect, useRef } from 'react'

/** Something to do with Embla's API once it is there. */
export type EmblaAction<T = void> = (api: EmblaCarouselType) => T

/**
 * Runs an action on Embla now, or as soon as Embla has started. Embla starts in an effect after
 * its band hydrates; a click the visitor made before the app arrived is replayed right when the
 * band is hydrated (src/app/boot/capture.ts), which can come before that effect (measured in WebKit
 * and Gecko): the request waits for Embla instead of being lost. The latest request wins.
 * Returns what the action returned when it ran at once, `undefined` when it waits.
 */
export function useEmblaAction(
  api: EmblaCarouselType | undefined,
): <T>(action: EmblaAction<T>) => T | undefined {
  const pending = useRef<EmblaAction<unknown> | null>(null)
  useEffect(() => {
    const action = pending.current
    if (!api || !action) return
    pending.current = null
    action(api)
  }, [api])
  return useCallback(
    <T>(action: EmblaAction<T>): T | undefined => {
      if (api) return action(api)
      pending.current = action
      return undefined
    },
    [api],
  )
}
