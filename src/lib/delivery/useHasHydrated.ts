import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/**
 * False while React hydrates the prerendered HTML (and on the server), true from the render right
 * after: React's own answer (`useSyncExternalStore`'s server snapshot is used while hydrating), so
 * a part can keep what the HTML shows through hydration and take over once it is the app's.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
