import { useCallback, useEffect, useState } from 'react'
import { useMotionSettings } from '@/motion/timings'

export interface HoverIntentOptions {
  /** off: no listeners, nothing hovers (touch layouts) */
  isEnabled?: boolean
}

export interface HoverIntent {
  /** the card hovered long enough; the others are dimmed */
  hoveredId: string | null
  /** true while the page scrolls and for `PROJECT_SCROLL_RELEASE_MS` after */
  isBlocked: boolean
  /** the pointer is on a card; `null` for a card without hover */
  enterCard: (id: string | null) => void
  leaveCard: () => void
  enterArea: () => void
  leaveArea: () => void
}

/**
 * spec §4 Featured project cards (desktop): hovering a card for `PROJECT_HOVER_INTENT_MS` marks
 * it hovered (the others dim); hover is blocked while the page scrolls and released
 * `PROJECT_SCROLL_RELEASE_MS` after scrolling stops; leaving the area clears the hover
 * `PROJECT_HOVER_CLEAR_MS` later (the three from the motion settings, motion/timings.ts).
 */
export function useHoverIntent({ isEnabled = true }: HoverIntentOptions = {}): HoverIntent {
  const {
    PROJECT_HOVER_INTENT_MS: intentMs,
    PROJECT_SCROLL_RELEASE_MS: releaseMs,
    PROJECT_HOVER_CLEAR_MS: clearMs,
  } = useMotionSettings()
  // undefined: no pending intent; null: pending intent to clear (a card without hover)
  const [intent, setIntent] = useState<string | null | undefined>(undefined)
  const [hoveredId, setHoveredId] = useState<string | null>(null)
  const [isLeaving, setIsLeaving] = useState(false)
  const [scrollTick, setScrollTick] = useState(0)
  const isBlocked = scrollTick > 0

  useEffect(() => {
    if (intent === undefined || isBlocked) return
    const id = setTimeout(() => {
      setHoveredId(intent)
      setIntent(undefined)
    }, intentMs)
    return () => clearTimeout(id)
  }, [intent, isBlocked, intentMs])

  useEffect(() => {
    if (!isLeaving) return
    const id = setTimeout(() => {
      setHoveredId(null)
      setIsLeaving(false)
    }, clearMs)
    return () => clearTimeout(id)
  }, [isLeaving, clearMs])

  // every scroll event restarts the release delay
  useEffect(() => {
    if (scrollTick === 0) return
    const id = setTimeout(() => setScrollTick(0), releaseMs)
    return () => clearTimeout(id)
  }, [scrollTick, releaseMs])

  useEffect(() => {
    if (!isEnabled) return
    const onScroll = () => {
      setScrollTick((t) => t + 1)
      setIntent(undefined)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [isEnabled])

  const enterCard = useCallback(
    (id: string | null) => {
      if (!isEnabled || isBlocked) return
      setIsLeaving(false)
      setIntent(id)
    },
    [isEnabled, isBlocked],
  )
  const leaveCard = useCallback(() => setIntent(undefined), [])
  const enterArea = useCallback(() => setIsLeaving(false), [])
  const leaveArea = useCallback(() => {
    setIntent(undefined)
    setIsLeaving(true)
  }, [])

  return {
    hoveredId: isEnabled ? hoveredId : null,
    isBlocked,
    enterCard,
    leaveCard,
    enterArea,
    leaveArea,
  }
}
