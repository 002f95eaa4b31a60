import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** `load`, tried a second time when it fails (a network blip, a redeploy's missing chunk). */
export const retryOnce =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    load().catch(() => load())

/**
 * `React.lazy` for a part of the page: its chunk is tried twice; a part that still fails throws
 * its error, and the nearest error boundary shows a notice with a reload button in its place
 * while the rest of the page hydrates and works (components/Deferred.tsx, SiteLayout).
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(retryOnce(load))
}

/** The component type of a module's export (its props kept). */
type ComponentOf<T> = T extends ComponentType<infer Props> ? ComponentType<Props> : never

/**
 * `lazyPart` for a module's named export: `lazyNamed(() => import('./Widget'), 'Widget')`.
 * The module stays its own chunk (the `import()` is written at the call site, where the bundler
 * sees it), fetched the first time the component renders.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentOf<M[K]>> {
  return lazyPart(() =>
    load().then((module) => ({ default: module[name] as ComponentOf<M[K]> })),
  ) as LazyExoticComponent<ComponentOf<M[K]>>
}
