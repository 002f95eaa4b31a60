import {
  lazy,
  use,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'

/** `load`, tried a second time when it fails (a network blip, a redeploy's missing chunk). */
export const retryOnce =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    load().catch(() => load())

const noSubscription = () => () => {}
/** Never settles: a part that suspends on it keeps its prerendered HTML for good. */
const NEVER: Promise<never> = new Promise(() => {})

/**
 * What renders in place of a part whose code failed to load twice. While the page is hydrating
 * (React reads the server snapshot then) it suspends for good, so React keeps the part's
 * prerendered HTML and hydrates the rest of the page around it; elsewhere (a client-side
 * navigation) it throws, and the nearest error boundary shows its notice.
 */
function failedPart(error: unknown): ComponentType {
  return function FailedPart() {
    const isHydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    )
    if (isHydrating) use(NEVER)
    throw error
  }
}

/**
 * `React.lazy` for a part of the page: its chunk is tried twice, and a part that still fails
 * never blanks the page (see `failedPart`).
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    retryOnce(load)().catch((error: unknown) => ({
      default: failedPart(error) as ComponentType<P>,
    })),
  )
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
