import { useCallback, useEffect, useState } from 'react'

/** Wraps an index into 0 … count-1. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count

export interface FadeSwap {
  /** the item shown */
  index: number
  /** true while the shown item is dimmed, before the swap */
  isTransitioning: boolean
  /** asks for an item; ignored while a transition runs or when it is the current one */
  goTo: (index: number) => boolean
  next: () => boolean
  previous: () => boolean
}

/**
 * spec §4 (testimonials, industries): a change dims the item and swaps it `durationMs` later;
 * a request during a transition, or for the current item, is ignored. Returns whether a request
 * was taken. With `durationMs` 0 (reduced motion) the swap is instant.
 */
export function useFadeSwap(count: number, durationMs: number): FadeSwap {
  const [index, setIndex] = useState(0)
  const [pending, setPending] = useState<number | null>(null)

  useEffect(() => {
    if (pending === null) return
    const id = setTimeout(() => {
      setIndex(pending)
      setPending(null)
    }, durationMs)
    return () => clearTimeout(id)
  }, [pending, durationMs])

  const goTo = useCallback(
    (target: number) => {
      const wrapped = wrapIndex(target, count)
      if (pending !== null || wrapped === index) return false
      if (durationMs <= 0) setIndex(wrapped)
      else setPending(wrapped)
      return true
    },
    [pending, index, count, durationMs],
  )
  const next = useCallback(() => goTo(index + 1), [goTo, index])
  const previous = useCallback(() => goTo(index - 1), [goTo, index])
  return { index, isTransitioning: pending !== null, goTo, next, previous }
}
