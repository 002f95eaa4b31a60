import {
  createContext,
  createElement,
  lazy,
  memo,
  use,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react'
import { useHasHydrated } from '@/hooks/useHasHydrated'
import { markDeliveryFailed } from '@/lib/delivery'

/** `load`, tried a second time when it fails (a network blip, a redeploy's missing chunk). */
export const retryOnce =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    load().catch(() => load())

/**
 * Told when a part hydrating its prerendered HTML inside it could not get its code (twice): the
 * boundary around the part (components/Deferred.tsx) says so beside it. The value must never
 * change: a boundary still waiting for its code takes a new context value as an update.
 */
export const PartFailure = createContext<(() => void) | null>(null)

/** The address the document was loaded with (a fresh part elsewhere came by a navigation). */
const landingHref = typeof window === 'undefined' ? '' : window.location.href

/** A promise that never settles: a part suspended on it keeps its prerendered HTML for good. */
const never = new Promise<never>(() => {})

export interface LazyPartOptions {
  /**
   * What a part rendered afresh (a navigation inside the site: no prerendered HTML) does when its
   * code fails: `notice`, throw to the nearest error boundary (the notice in its place); `reload`,
   * load the page's address whole (a page of the route table), without a notice's flash.
   */
  whenFresh?: 'notice' | 'reload'
}

/**
 * `React.lazy` for a part of the page, its chunk tried twice. What happens when it still fails
 * depends on where the part is (DECISIONS "What is painted stays"):
 * - hydrating its prerendered HTML: it stays suspended, so React keeps that HTML exactly as
 *   painted (links plain links, dialogs the platform's, forms submitting natively); the page is
 *   marked (lib/delivery.ts) and the boundary around it, told through `PartFailure`, says so
 *   beside it;
 * - rendered afresh: as `whenFresh` says.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { whenFresh = 'notice' }: LazyPartOptions = {},
): FunctionComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  // memoised: the wrapper below renders again once the page has hydrated (its hydration answer
  // changes), and the part must not, with props equal to its last: a boundary inside it still
  // waiting for its code would take that as an update and drop its prerendered HTML
  const once = () =>
    (loading ??= retryOnce(load)().then((module) => ({ default: memo(module.default) })))
  let failed: Promise<boolean> | null = null
  const told = new WeakSet<() => void>()
  const tell = (onFailed: () => void) => {
    if (told.has(onFailed)) return
    told.add(onFailed)
    failed ??= once().then(
      () => false,
      () => true,
    )
    void failed.then((isFailed) => isFailed && onFailed())
  }

  const Painted = lazy(() =>
    once().catch((error: unknown) => {
      markDeliveryFailed(error)
      return never
    }),
  )
  const Fresh =
    whenFresh === 'reload'
      ? lazy(() =>
          once().catch((error: unknown) => {
            // the page the document came with (an HTML another path's: the dev server) shows
            // the notice; a navigation has put its new address in the bar: load it whole
            if (window.location.href === landingHref) throw error
            window.location.reload()
            return never
          }),
        )
      : lazy(once)

  function Part(props: P) {
    const isHydrating = !useHasHydrated()
    // decided once, at the part's first render: its prerendered HTML, or none
    const [isPainted] = useState(isHydrating)
    const onFailed = use(PartFailure)
    if (isPainted && onFailed) tell(onFailed)
    return createElement(isPainted ? Painted : Fresh, props)
  }
  return Part
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
  options?: LazyPartOptions,
): ComponentOf<M[K]> {
  return lazyPart<object>(
    () => load().then((module) => ({ default: module[name] as ComponentType<object> })),
    options,
  ) as ComponentOf<M[K]>
}
