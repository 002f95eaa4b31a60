import { useCallback, useEffect, useState } from 'react'
import { useMotionSettings } from '@/motion/timings'

export interface Expandable {
  expandedId: string | null
  /** the expanded card's content is shown */
  isContentVisible: boolean
  /** a tap on a card: expands it, or collapses it when it is the expanded one */
  toggle: (id: string) => void
}

/**
 * spec §4 Featured project cards (tablet and mobile): a tap expands a card and its content shows
 * `PROJECT_REVEAL_MS` later; a tap on the expanded card hides the content at once and collapses it
 * `PROJECT_COLLAPSE_MS` later (both from the motion settings, motion/timings.ts). A change of the
 * window's width resets it.
 * These timers are the expansion's only clock: the section draws the card's height from
 * `expandedId` and its content from `isContentVisible`, and nothing here waits for a drawing.
 */
export function useExpandable(): Expandable {
  const { PROJECT_REVEAL_MS: revealMs, PROJECT_COLLAPSE_MS: collapseMs } = useMotionSettings()
  const [expandedId, setExpandedId] = useState<string | null>(null)
  const [isContentVisible, setIsContentVisible] = useState(false)
  const [isCollapsing, setIsCollapsing] = useState(false)

  useEffect(() => {
    if (expandedId === null || isContentVisible || isCollapsing) return
    const id = setTimeout(() => setIsContentVisible(true), revealMs)
    return () => clearTimeout(id)
  }, [expandedId, isContentVisible, isCollapsing, revealMs])

  useEffect(() => {
    if (!isCollapsing) return
    const id = setTimeout(() => {
      setExpandedId(null)
      setIsCollapsing(false)
    }, collapseMs)
    return () => clearTimeout(id)
  }, [isCollapsing, collapseMs])

  // a width change resets (a phone's toolbar changing the height while scrolling does not)
  useEffect(() => {
    let width = window.innerWidth
    const onResize = () => {
      if (window.innerWidth === width) return
      width = window.innerWidth
      setExpandedId(null)
      setIsContentVisible(false)
      setIsCollapsing(false)
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  const toggle = useCallback(
    (id: string) => {
      setIsContentVisible(false)
      if (id === expandedId && !isCollapsing) {
        setIsCollapsing(true)
      } else {
        setIsCollapsing(false)
        setExpandedId(id)
      }
    },
    [expandedId, isCollapsing],
  )

  return { expandedId, isContentVisible, toggle }
}
