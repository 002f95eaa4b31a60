import { useEffect } from 'react'

/** Calls `onEscape` when Escape is pressed anywhere while `isActive`. */
export function useEscapeKey(isActive: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!isActive) return
    const handle = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', handle)
    return () => document.removeEventListener('keydown', handle)
  }, [isActive, onEscape])
}
