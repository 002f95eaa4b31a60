import { useCallback, useEffect, useState } from 'react'
import { TEAM_SLIDE_LOCK_MS } from '@/config/constants'

/** How many pages `count` items make at `perPage` a page. */
export const pageCountOf = (count: number, perPage: number) =>
  Math.max(1, Math.ceil(count / perPage))

/** spec §4 Team slider: arrows wrap both ways… */
export const nextWrapped = (page: number, pages: number) => (page + 1 < pages ? page + 1 : 0)
export const previousWrapped = (page: number, pages: number) => (page > 0 ? page - 1 : pages - 1)
/** …swipes stay within bounds. */
export const nextBounded = (page: number, pages: number) => Math.min(page + 1, pages - 1)
export const previousBounded = (page: number) => Math.max(page - 1, 0)

export interface Pager {
  page: number
  pageCount: number
  isLocked: boolean
  next: () => void
  previous: () => void
  swipeNext: () => void
  swipePrevious: () => void
  goTo: (page: number) => void
}

/**
 * spec §4 Team slider: a page index over `count` items at `perPage` a page. Arrows wrap, swipes
 * stay in bounds, and every accepted move locks input for `lockMs` (300 ms).
 */
export function usePager(count: number, perPage: number, lockMs = TEAM_SLIDE_LOCK_MS): Pager {
  const pageCount = pageCountOf(count, perPage)
  const [rawPage, setRawPage] = useState(0)
  const [lockTick, setLockTick] = useState(0)
  const page = Math.min(rawPage, pageCount - 1)
  const isLocked = lockTick > 0

  useEffect(() => {
    if (lockTick === 0) return
    const id = setTimeout(() => setLockTick(0), lockMs)
    return () => clearTimeout(id)
  }, [lockTick, lockMs])

  const move = useCallback(
    (target: number) => {
      if (isLocked || target === page) return
      setRawPage(target)
      if (lockMs > 0) setLockTick((t) => t + 1)
    },
    [isLocked, page, lockMs],
  )

  return {
    page,
    pageCount,
    isLocked,
    next: () => move(nextWrapped(page, pageCount)),
    previous: () => move(previousWrapped(page, pageCount)),
    swipeNext: () => move(nextBounded(page, pageCount)),
    swipePrevious: () => move(previousBounded(page)),
    goTo: (target: number) => move(Math.max(0, Math.min(target, pageCount - 1))),
  }
}
