import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true once the page runs in the browser:
 * for what should only start after the first screen (a third-party embed, say).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
