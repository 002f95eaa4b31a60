// What of the next page is fetched before the tap (docs/moving.md "What is fetched before the
// tap"; README "Moving through the site"). A page's first render needs its module, its copy and the
// parts of its first screen with code of their own; all of it is fetched, once per address, and
// the code of its bands below with it on intent:
// - on the visitor's intent toward a link of the site: the pointer rests on it
//   (`LINK_INTENT_REST_MS`), it takes keyboard focus, or a finger, pen or button comes down on it;
// - for the links in view (not their bands: ~47 KiB of framer-motion would spend the budget on
//   one page), one at a time when the browser is idle after the page has loaded,
//   within `PREFETCH_BUDGET_BYTES` per page view, the frame's code first (every navigation waits
//   for it), another language's home not at all (only on intent).
// Nothing is fetched ahead on Save-Data but the frame's code on intent; on a 2G-slow line only what
// the visitor heads for is. This is the one watch of the visitor's intent toward a link.
import {
  LINK_INTENT_REST_MS,
  PREFETCH_BUDGET_BYTES,
  PREFETCH_IDLE_MAX_MS,
} from '@/config/constants'
import { whenIdle } from '@/lib/whenIdle'
import type { Preloadable } from '@/lib/delivery'
import { linkOf, ownPath } from './links'

/** A page module as far as a navigation cares: its parts with code of their own. */
export interface PageParts {
  /** the parts of its first screen with code of their own: its first render needs them */
  firstScreen?: (pathname: string) => readonly Preloadable[]
  /** the bands below its first screen with code of their own (each in an `<OnDemand>`) */
  bands?: (pathname: string) => readonly Preloadable[]
  /** loads the rest of what the page shows for this path (below its first screen), its bands' code with it */
  prepareRest?: (pathname: string) => PromiseLike<unknown>
}

/** The parts of a page's first screen with code of their own (its `firstScreen`): its first render needs them. */
const firstScreenOf = (page: PageParts, pathname: string): Promise<unknown>[] =>
  (page.firstScreen?.(pathname) ?? []).map((part) => part.preload())

/** The code of a page's bands below its first screen (`bands`, `prepareRest`). */
const bandsOf = (page: PageParts, pathname: string): PromiseLike<unknown>[] => [
  ...(page.bands?.(pathname) ?? []).map((part) => part.preload()),
  ...(page.prepareRest ? [page.prepareRest(pathname)] : []),
]

/** Fetches all of a page's parts with code of their own: its first screen's and its bands'. */
export const partsOf = (page: PageParts, pathname: string): PromiseLike<unknown>[] => [
  ...firstScreenOf(page, pathname),
  ...bandsOf(page, pathname),
]

/** What the router tells the moving room of its pages (app/router.tsx gives it; a constant). */
export interface SitePages {
  /**
   * loads a path's page module, the frame's and the page's copy, and what `alsoLoad` asks of the
   * module beside its copy (app/router.tsx `preloadRoute`)
   */
  preload: (
    pathname: string,
    alsoLoad: (module: PageParts) => readonly PromiseLike<unknown>[],
  ) => Promise<unknown>
  /** whether a path is a page of the router's table (not the not-found page) */
  isPage: (pathname: string) => boolean
}

/** Fetches what of a path's page is needed; once per path. */
export type PrefetchPath = (pathname: string) => Promise<unknown>

// each path's fetches (`page ` or `bands ` and the path), and the ones that have come
const prefetched = new Map<string, Promise<unknown>>()
const fetchedKeys = new Set<string>()

function fetchOnce(key: string, fetch: () => Promise<unknown>): Promise<unknown> {
  let loading = prefetched.get(key)
  if (!loading) {
    prefetched.set(key, (loading = fetch()))
    loading.then(
      () => fetchedKeys.add(key),
      () => prefetched.delete(key),
    )
  }
  return loading
}

/**
 * Fetches everything the first render of a path needs, once per path: its page module, the
 * frame's and the page's copy, and the parts of its first screen with code of their own (the page
 * module's `firstScreen`), in one wave after the module. A tap starts it too, and a failure is a
 * full load of the address (navigation.ts); the visitor's intent starts it before the tap. A
 * failure is forgotten, so a later tap asks again.
 */
export const prefetchPath = ({ preload }: Pick<SitePages, 'preload'>, pathname: string) =>
  fetchOnce(`page ${pathname}`, () => preload(pathname, (page) => firstScreenOf(page, pathname)))

/**
 * Fetches the code of a path's bands below its first screen (the page module's `bands` and
 * `prepareRest`), once per path: with its page, so a tap brings no second wave.
 */
export const prefetchPathBands = ({ preload }: Pick<SitePages, 'preload'>, pathname: string) =>
  fetchOnce(`bands ${pathname}`, () => preload(pathname, (page) => bandsOf(page, pathname)))

/** Whether what the first render of a path needs has been fetched. */
const hasFetched = (pathname: string) => fetchedKeys.has(`page ${pathname}`)

/** What the Network Information API tells of the line (absent in Gecko and WebKit). */
export interface LineInfo {
  saveData?: boolean
  effectiveType?: string
}

/** The effective connection types a line counts as 2G-slow at. */
const SLOW_LINES = new Set(['slow-2g', '2g'])

/**
 * Whether a prefetch of this kind may run on this line: never on Save-Data (the visitor asked for
 * fewer bytes); on a 2G-slow line only what the visitor heads for (`intent`), not the links in
 * view (`idle`). A browser that tells nothing of the line fetches both.
 */
export function mayPrefetch(line: LineInfo | undefined, kind: 'intent' | 'idle'): boolean {
  if (line?.saveData) return false
  if (kind === 'idle' && line?.effectiveType && SLOW_LINES.has(line.effectiveType)) return false
  return true
}

/** The line of this browser, where it tells (Chromium's `navigator.connection`). */
export const lineOf = (nav: Navigator): LineInfo | undefined =>
  (nav as Navigator & { connection?: LineInfo }).connection

/** The bytes the links in view may still fetch in this page view. */
export interface ByteBudget {
  readonly spent: number
  /** whether another prefetch may start: less than the whole budget spent so far */
  hasRoom(): boolean
  /** counts bytes a prefetch fetched */
  spend(bytes: number): void
}

export function createByteBudget(limitBytes: number = PREFETCH_BUDGET_BYTES): ByteBudget {
  let spent = 0
  return {
    get spent() {
      return spent
    },
    hasRoom: () => spent < limitBytes,
    spend: (bytes) => {
      spent += Math.max(0, bytes)
    },
  }
}

/**
 * The bytes that came over the network for the resources requested at or after `since` (a
 * `performance.now()` time): what a prefetch that started then cost. A file served from the cache
 * costs nothing (its `transferSize` is 0).
 */
export function bytesFetchedSince(
  since: number,
  entries: readonly Pick<PerformanceResourceTiming, 'startTime' | 'transferSize'>[],
): number {
  let bytes = 0
  for (const entry of entries) if (entry.startTime >= since) bytes += entry.transferSize
  return bytes
}

export interface PrefetchWatch {
  doc: Document
  /** fetches what the first render of a path needs (`prefetchPath`, by default) */
  prefetch?: PrefetchPath
  /** fetches the code of a path's bands below its first screen (`prefetchPathBands`, by default) */
  prefetchBands?: PrefetchPath
  /** the bytes the links in view may fetch in this page view */
  budget?: ByteBudget
  /** whether a path is a page of the site (the router's table): others are never fetched ahead */
  isPage: (pathname: string) => boolean
  /** the router's loader, for `prefetchPath` */
  preload?: SitePages['preload']
  /**
   * what every navigation needs before any page of its own: the frame's code (the parts outside
   * `<main>` a navigation waits for, lib/delivery/frameDemand.ts `fetchFrameCode`), fetched on
   * any intent toward a page of the site (on every line: a tap before it is here is a full load),
   * and as the first of the idle prefetches, within the same budget, whether or not a link is in
   * view
   */
  first?: () => Promise<unknown>
  /** told when what the visitor showed intent for is fetched (moving.ts: it is rendered ahead) */
  onIntentFetched?: (pathname: string) => void
}

/**
 * The one watch of the visitor's intent toward the page's links (and the frame's code with it)
 * and, once the page has loaded and the browser is idle, fetches the links in view within the
 * budget; each path once. Returns the
 * function that stops watching (a new page view starts a new watch, with a new budget).
 */
export function watchPrefetch({
  doc,
  preload = () => Promise.resolve(),
  prefetch = (pathname) => prefetchPath({ preload }, pathname),
  prefetchBands = (pathname) => prefetchPathBands({ preload }, pathname),
  budget = createByteBudget(),
  isPage,
  first,
  onIntentFetched,
}: PrefetchWatch): () => void {
  const win = doc.defaultView
  if (!win) return () => {}
  const started = new Set<string>()
  let isStopped = false
  const targetOf = (target: EventTarget | null) => ownPath(linkOf(target), isPage, win.location)
  // each path's fetches in this watch, `page` (its first render's needs) and `bands` (the code
  // of its bands below); a failure is the navigation's to handle: it loads the address whole
  type Kind = 'page' | 'bands'
  const loads = new Map<string, Promise<unknown>>()
  const fetched = new Set<string>()
  const load = (kind: Kind, path: string) => {
    const key = `${kind} ${path}`
    let loading = loads.get(key)
    if (!loading) {
      loads.set(key, (loading = kind === 'page' ? prefetch(path) : prefetchBands(path)))
      loading.then(
        () => fetched.add(key),
        () => undefined,
      )
    }
    return loading
  }
  // what its first render needs is here (fetched in this page view or an earlier one)
  const isFetched = (path: string) => fetched.has(`page ${path}`) || hasFetched(path)
  const fetchPath = (kind: Kind, path: string) => {
    if (started.has(`${kind} ${path}`)) return null
    started.add(`${kind} ${path}`)
    return load(kind, path).catch(() => undefined)
  }

  // ── intent ──
  let resting: { link: Element; timer: number } | null = null
  const stopResting = () => {
    if (resting) win.clearTimeout(resting.timer)
    resting = null
  }
  // the visitor heads for `path`: fetched (once), then rendered ahead
  const intendPath = (path: string) => {
    fetchPath('page', path)
    fetchPath('bands', path)
    void load('page', path).then(
      () => !isStopped && onIntentFetched?.(path),
      () => undefined,
    )
  }
  const onIntent = (event: Event) => {
    const path = targetOf(event.target)
    if (!path) return
    void first?.().catch(() => undefined)
    if (!mayPrefetch(lineOf(win.navigator), 'intent')) return
    if (event.type === 'pointerover') {
      const link = linkOf(event.target)!
      if (resting?.link === link) return
      stopResting()
      // a page whose first render is fetched renders ahead as the pointer comes (its bands wait
      // for the rest): that costs idle time only, and gives the render all of the
      // pointer's way to the click (docs/moving.md "The next page rendered before the tap")
      if (isFetched(path)) onIntentFetched?.(path)
      resting = { link, timer: win.setTimeout(() => intendPath(path), LINK_INTENT_REST_MS) }
      return
    }
    intendPath(path)
  }
  const onPointerOut = (event: Event) => {
    if (!resting) return
    const next = (event as PointerEvent).relatedTarget
    if (!(next instanceof Node) || !resting.link.contains(next)) stopResting()
  }
  const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const
  for (const type of INTENT) doc.addEventListener(type, onIntent, { capture: true, passive: true })
  doc.addEventListener('pointerout', onPointerOut, { capture: true, passive: true })

  // ── the links in view, when idle ──
  const queue: string[] = []
  let observer: IntersectionObserver | null = null
  let cancelIdle = () => {}
  let isRunning = false
  let firstTask = first
  const runNext = () => {
    if (isStopped || isRunning) return
    // the first task (the frame's code) does not wait for a link in view: a phone's menu holds them
    const path = queue.find((p) => !started.has(`page ${p}`))
    if (!(path || firstTask) || !budget.hasRoom() || !mayPrefetch(lineOf(win.navigator), 'idle'))
      return
    isRunning = true
    cancelIdle = whenIdle(() => {
      const since = win.performance.now()
      const task = firstTask
      firstTask = undefined
      const done = task ? task().catch(() => undefined) : fetchPath('page', path!)
      void (done ?? Promise.resolve()).then(() => {
        const entries = win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        budget.spend(bytesFetchedSince(since, entries))
        isRunning = false
        runNext()
      })
    }, PREFETCH_IDLE_MAX_MS)
  }
  const watchInView = () => {
    if (isStopped || !win.IntersectionObserver) return
    observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer?.unobserve(entry.target)
        // another language's page is fetched when the visitor heads for it, not for being in view
        if (entry.target.hasAttribute('hreflang')) continue
        const path = targetOf(entry.target)
        if (path && !queue.includes(path)) queue.push(path)
      }
      runNext()
    })
    for (const link of doc.querySelectorAll('a[href]')) if (targetOf(link)) observer.observe(link)
  }
  // never while the first load's own downloads run: from the page's `load` event on
  const onLoad = () => watchInView()
  if (doc.readyState === 'complete') watchInView()
  else win.addEventListener('load', onLoad, { once: true })

  return () => {
    isStopped = true
    stopResting()
    cancelIdle()
    observer?.disconnect()
    win.removeEventListener('load', onLoad)
    for (const type of INTENT) doc.removeEventListener(type, onIntent, true)
    doc.removeEventListener('pointerout', onPointerOut, true)
  }
}
