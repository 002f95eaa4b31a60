import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** The component type of a module's export (its props kept). */
type ComponentOf<T> = T extends ComponentType<infer Props> ? ComponentType<Props> : never

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./Widget'), 'Widget')`.
 * The module stays its own chunk (the `import()` is written at the call site, where the bundler
 * sees it), fetched the first time the component renders.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentOf<M[K]>> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentOf<M[K]> })))
}
