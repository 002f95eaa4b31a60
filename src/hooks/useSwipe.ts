import { useCallback, useRef, type TouchEvent } from 'react'
import { SWIPE_MIN_PX } from '@/config/constants'

export type SwipeDirection = 'left' | 'right'

/**
 * Decides a horizontal swipe by distance (spec §4: at least 50 px), not by velocity. A mostly
 * vertical gesture (a page scroll) is never a swipe. Returns touch handlers for the viewport.
 */
export function swipeDirection(
  dx: number,
  dy: number,
  minPx = SWIPE_MIN_PX,
): SwipeDirection | null {
  if (Math.abs(dx) < minPx || Math.abs(dx) <= Math.abs(dy)) return null
  return dx < 0 ? 'left' : 'right'
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void, minPx = SWIPE_MIN_PX) {
  const start = useRef<{ x: number; y: number } | null>(null)
  const onTouchStart = useCallback((event: TouchEvent) => {
    const touch = event.touches[0]
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }, [])
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const from = start.current
      const touch = event.changedTouches[0]
      start.current = null
      if (!from || !touch) return
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y, minPx)
      if (direction) onSwipe(direction)
    },
    [onSwipe, minPx],
  )
  const onTouchCancel = useCallback(() => {
    start.current = null
  }, [])
  return { onTouchStart, onTouchEnd, onTouchCancel }
}
