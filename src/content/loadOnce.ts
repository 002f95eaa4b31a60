import type { ReactPromise } from 'react'

// content/ loads its own chunks (a case study, a language's home copy): the one helper for it

/**
 * A loader that runs once per key: every render that asks for the same key gets the same promise,
 * and the promise carries its state the way React's `use` reads it, so once it has settled `use`
 * returns at once (no suspense, the prerendered HTML stays put while hydrating). A load that fails
 * (each chunk it imports tried twice by the build, app/boot/retryImport.ts) is forgotten, so the
 * next render that asks loads it again rather than failing for good.
 */
export function loadOnce<K, T>(load: (key: K) => Promise<T>): (key: K) => ReactPromise<T> {
  const cache = new Map<K, ReactPromise<T>>()
  return (key) => {
    const cached = cache.get(key)
    if (cached) return cached
    const loading = load(key)
    const tracked: ReactPromise<T> = Object.assign(loading, { status: 'pending' as const })
    // (the handlers return nothing: returning the promise itself would chain a second, unhandled
    // rejection onto a failed load)
    loading.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value })
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason })
        if (cache.get(key) === tracked) cache.delete(key)
      },
    )
    cache.set(key, tracked)
    return tracked
  }
}
