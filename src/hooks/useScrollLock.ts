import { useEffect } from 'react'

/** Locks the page's scroll while `isLocked` (popups, the mobile menu), keeping the scrollbar gap. */
export function useScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return
    const { body, documentElement } = document
    const gap = window.innerWidth - documentElement.clientWidth
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    body.style.overflow = 'hidden'
    if (gap > 0) body.style.paddingRight = `${gap}px`
    return () => {
      body.style.overflow = previous.overflow
      body.style.paddingRight = previous.paddingRight
    }
  }, [isLocked])
}
