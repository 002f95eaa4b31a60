import { useEffect, useState, type RefObject } from 'react'
import { MAP_LOAD_MARGIN_PX } from '@/config/constants'

/**
 * Whether the element has come within `marginPx` of the viewport (above or below) since the page
 * ran; false in the prerendered HTML and during hydration, and true for good once it has.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { marginPx = MAP_LOAD_MARGIN_PX }: { marginPx?: number } = {},
): boolean {
  const [isNear, setIsNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (isNear || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
      },
      { rootMargin: `${marginPx}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, marginPx, isNear])
  return isNear
}
