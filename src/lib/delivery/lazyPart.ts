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
import { markDeliveryFailed } from './failure'
import type * as FrameDemand from './frameDemand'
import { useHasHydrated } from './useHasHydrated'

/**
 * Told when a part hydrating its prerendered HTML inside it could not get its code: the
 * boundary around the part (OnDemand.tsx) says so beside it. The value must never
 * change: a boundary still waiting for its code takes a new context value as an update.
 */
export const PartFailure = createContext<(() => void) | null>(null)

/** The address the document was loaded with (a fresh part elsewhere came by a navigation). */
const landingHref = typeof window === 'undefined' ? '' : window.location.href

/** A promise that never settles: a part suspended on it keeps its prerendered HTML for good. */
const never = new Promise<never>(() => {})

/**
 * lib/delivery/frameDemand.ts (when the parts outside `<main>` need their code), a chunk of its
 * own fetched on first use: as the page hydrates, never in the first load.
 */
const whenModule = () => import('./frameDemand')

export interface LazyPartOptions {
  /**
   * When the part's code is fetched, for a part of the frame outside `<main>` (a dialog, the
   * footer): the promise it waits for, from lib/delivery/frameDemand.ts (loaded first, on its
   * own). Without it, the code is fetched the first time the part renders (a page's part waits
   * for its `<OnDemand>` to let it render).
   */
  when?: (demand: typeof FrameDemand) => Promise<void>
  /**
   * What a part rendered afresh (no prerendered HTML) does when its code fails: `reload`, the
   * default, load the page's address whole when a navigation inside the site brought it (there
   * its prerendered HTML stays, docs/painted-stays.md "What is painted stays"), else throw to the nearest
   * error boundary; `notice`, throw (a popup opened on demand: its notice over the page); `keep`,
   * stay suspended as when hydrating (a part of the frame: a dialog the page's buttons point at)
   */
  whenFresh?: 'notice' | 'reload' | 'keep'
}

/**
 * `React.lazy` for a part of the page. Its chunk is tried twice, the second time under another
 * address, by the build (app/boot/retryImport.ts). What happens when it still fails depends on
 * where the part is (docs/painted-stays.md "What is painted stays"):
 * - hydrating its prerendered HTML: it stays suspended, so React keeps that HTML exactly as
 *   painted (links plain links, dialogs the platform's, forms submitting natively); the page is
 *   marked (lib/delivery/failure.ts) and the boundary around it, told through `PartFailure`, says so
 *   beside it;
 * - rendered afresh: as `whenFresh` says.
 */
/** A lazy part whose code can be fetched before it first renders (a page's first screen). */
export interface Preloadable {
  /** fetches the part's code now (once), so its first render, a navigation's, needs no wait */
  preload: () => Promise<unknown>
}

export function lazyPart<P extends object>(
  loadCode: () => Promise<{ default: ComponentType<P> }>,
  { when, whenFresh = 'reload' }: LazyPartOptions = {},
): FunctionComponent<P> & Preloadable {
  const load = when
    ? () => whenModule().then((demand) => demand.track(when(demand).then(loadCode)))
    : loadCode
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  // the part's component once its code is here: a part that first renders after that (a
  // navigation back to its page) renders it at once, without suspending
  let loaded: ComponentType<P> | null = null
  // memoised: the wrapper below renders again once the page has hydrated (its hydration answer
  // changes), and the part must not, with props equal to its last: a boundary inside it still
  // waiting for its code would take that as an update and drop its prerendered HTML
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = memo(module.default)
      return { default: loaded }
    }))
  const Painted = lazy(() =>
    once().catch((error: unknown) => {
      markDeliveryFailed(error)
      return never
    }),
  )
  const Fresh =
    whenFresh === 'keep'
      ? Painted
      : whenFresh === 'reload'
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
    // decided once, at the part's first render: its code already here, its prerendered HTML to
    // keep should the code fail, or neither
    const [Component] = useState(() => loaded ?? (isHydrating ? Painted : Fresh))
    const onFailed = use(PartFailure)
    // (each render of a part still waiting adds a listener: telling twice changes nothing)
    if (Component === Painted && onFailed) once().catch(onFailed)
    return createElement(Component, props)
  }
  return Object.assign(Part, { preload: once })
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
): ComponentOf<M[K]> & Preloadable {
  return lazyPart<object>(
    () => load().then((module) => ({ default: module[name] as ComponentType<object> })),
    options,
  ) as ComponentOf<M[K]> & Preloadable
}
