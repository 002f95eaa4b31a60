// When the code of a part of the frame outside the page's main content (the dialogs, the footer)
// is fetched. Those parts are prerendered and live outside <main>, so they outlive a navigation:
// while one still waits for its code, React takes any change of the router's location as an
// update to it, and the navigation waits until that part has hydrated. So each part's code comes
// when the visitor needs it, and never later than a navigation does:
// - a dialog's, when it opens (a tap on a button that points at it, before the app or after);
// - the footer's, when the visitor nears it (approach.ts: it shows the visitor's year);
// - all of them when a navigation inside the site may come (`fetchFrameCode`, which the moving room,
//   lib/moving/, calls): the visitor heads for another page of the site (a press on, a mouse over
//   or keyboard focus on one of its links), the first change of the router's location by back or
//   forward, and, once the page has loaded and the browser is idle, as the first of the next pages'
//   prefetches (not on Save-Data or a 2G line).
// Nothing here waits for `load` or a timer. A tap before every part has its code is a full load
// (lib/moving/navigation.ts), so counting the parts still waiting is here too (`track`,
// `isFrameHere`).
import { watchApproach } from './approach'
import { createGate, type Gate } from './gate'
import { HYDRATED_ATTR, PENDING_UNIT_SELECTOR } from '@/lib/hydrationMarks'
import { FRAME_HERE_ATTR } from './frameMark'

/** The gate a navigation opens (`fetchFrameCode`). */
let navigation: Gate | null = null
const navigationGate = (): Gate => (navigation ??= createGate())

/**
 * The frame's code, fetched now: a navigation inside the site may come (the visitor heads for a
 * link, the idle prefetch's first task, back or forward: lib/moving/). It starts the downloads
 * once; the promise resolves when every part of the frame has its code (`whenFrameHere`).
 */
export function fetchFrameCode(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  navigationGate().open()
  return whenFrameHere()
}

/** Resolves when the visitor heads for another page of the site (see above); at once on the server. */
export function whenNavigating(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  return navigationGate().promise
}

/**
 * Resolves when one of the page's dialogs `ids` is needed: when it opens (a tap on a button that
 * points at it, before the app or after) or a navigation starts. At once where the page has no
 * such element yet (the server; a page rendered afresh).
 */
export function whenDialogNeeded(...ids: string[]): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const dialogs = ids.map((id) => document.getElementById(id))
  if (dialogs.some((d) => !(d instanceof HTMLDialogElement) || d.open)) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (dialogs.some((d) => (d as HTMLDialogElement).open)) done()
    })
    for (const dialog of dialogs)
      observer.observe(dialog!, { attributes: true, attributeFilter: ['open'] })
    void whenNavigating().then(done)
    function done() {
      observer.disconnect()
      resolve()
    }
  })
}

/**
 * Resolves when the part with the id `id` (the footer) is needed: when the visitor nears it or a
 * navigation starts. At once where the page has no such element yet.
 */
export function whenNearOrNavigating(id: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const element = document.getElementById(id)
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    let stopWatching = () => {}
    const done = () => {
      stopWatching()
      resolve()
    }
    // near already (a short page): `done` runs before the watch returns (and it stops itself)
    stopWatching = watchApproach([element], done)
    void whenNavigating().then(done)
  })
}

/** How many parts of the frame are still waiting for their code (`track`). */
let waiting = 0
/** Told when none waits any more (`whenFrameHere`). */
let onFrameHere: (() => void)[] = []

/**
 * The parts inside a dialog not hydrated yet (each marks itself, lib/hydrationMarks.ts): a
 * popup's card is a part of the frame inside another (the popups'), counted only once that one
 * has its code and has rendered, and the dialogs' prerendered HTML is there before any part
 * counts. None of them may be pending for the frame to be here.
 */
const pendingInDialogs = () => document.querySelectorAll(`dialog ${PENDING_UNIT_SELECTOR}`)

/** Watches the pending parts in the dialogs until they hydrate (`mark`). */
let watchingDialogs: MutationObserver | null = null

/** Marks the root `FRAME_HERE_ATTR` while the frame is here (`isFrameHere`), and keeps it true. */
function mark() {
  watchingDialogs?.disconnect()
  const pending = waiting === 0 ? pendingInDialogs() : []
  const isHere = waiting === 0 && pending.length === 0
  document.getElementById('root')?.toggleAttribute(FRAME_HERE_ATTR, isHere)
  if (waiting > 0 || isHere) return
  watchingDialogs = new MutationObserver(mark)
  for (const part of pending)
    watchingDialogs.observe(part, { attributes: true, attributeFilter: [HYDRATED_ATTR] })
}

/**
 * Counts a part of the frame as waiting until `code` (its code, once its moment above has come)
 * settles; the root carries `FRAME_HERE_ATTR` while the frame is here (`isFrameHere`). lazyPart.ts
 * calls it for each part of the frame as it first renders: hydrating, at the page's first render.
 */
export function track<T>(code: Promise<T>): Promise<T> {
  if (typeof document === 'undefined') return code
  waiting += 1
  mark()
  const settle = () => {
    waiting -= 1
    mark()
    if (waiting > 0) return
    for (const resolve of onFrameHere) resolve()
    onFrameHere = []
  }
  void code.then(settle, settle)
  return code
}

/**
 * Whether every part of the frame has its code (and those inside the dialogs have hydrated): a
 * navigation inside the site waits for no more than the new page's own (navigation.ts: if one
 * still waits, a tap is a full load at once).
 */
export const isFrameHere = (): boolean => waiting === 0 && pendingInDialogs().length === 0

/** Resolves when every part of the frame has its code (at once if none waits). */
export const whenFrameHere = (): Promise<void> =>
  waiting === 0 ? Promise.resolve() : new Promise((resolve) => onFrameHere.push(resolve))

/** Forgets the navigation's gate (tests: each starts as a fresh page). */
export function resetFrameDemand(): void {
  navigation = null
  waiting = 0
  onFrameHere = []
  watchingDialogs?.disconnect()
}
