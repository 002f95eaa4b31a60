// The bench's main thread: whose the main thread is from the first paint on, on the
// bench's phone (budgets.json "realLoad.conditions", CDP throttling, a fresh browser per load).
// - traceLoad: one untouched load traced (Chromium's timeline, as DevTools records it) from the
//   navigation until hydration + TRACE_TAIL_MS; every main-thread task from the first contentful
//   paint on that is longer than LONG_TASK_MS, with what it is made of (its self time by kind:
//   script evaluation and compile per file, JS per file and function, style with its element
//   count, layout, parse, paint, GC…) and the TBT counted from the first paint.
// - tapAtMoment: one load whose opener (a button with `commandfor`) is tapped `delayMs` after the
//   first contentful paint; returns when its dialog got `open` and when the tap's interaction was
//   next painted (Event Timing, as INP reads it), whether the app had hydrated at the tap, and
//   the long animation frames from the tap to its answer (bench/loaf.mjs: the scripts in them).
import { framesDuring, largestOurScript, longFrames, recordLoaf } from './loaf.mjs'
import { phonePage } from './real-load.mjs'

// a task longer than this is long (the Long Tasks API's and TBT's threshold), in ms
export const LONG_TASK_MS = 50
// after hydration (or the floor's load), how long the trace goes on: the passive effects, the
// idle-time downloads and their evaluation come then
const TRACE_TAIL_MS = 3_000
const LOAD_TIMEOUT_MS = 120_000
// after the tap, the time given to the dialog and the next paint's Event Timing entries
const AFTER_TAP_MS = 1_500
// the moments of the tap, in ms after the first contentful paint
export const TAP_MOMENTS_MS = [0, 300, 600, 900, 1200, 2000]
// the moment 'hydrated': the tap comes once #root is hydrated and this much later (a first open
// after hydration, as the interactions measure it but on a fresh page each time)
export const AFTER_HYDRATION = 'hydrated'
const HYDRATED_SETTLE_MS = 1_500
// what each long task row names: its largest parts, at least this share of the task
const PART_MIN_MS = 3
const PARTS_SHOWN = 4
// Event Timing's smallest threshold, in ms
const EVENT_THRESHOLD_MS = 16

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  // the sampling profiler: which file and function the script time of a task is spent in
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
]

// The openers measured at moments, on the home page's first screen and its header (every build since
// the prerendered dialogs has these buttons)
export const OPENERS = [
  {
    id: 'booking',
    label: '"Get started"',
    selector: '#main > section:first-child button[commandfor="booking-dialog"]',
    dialog: 'booking-dialog',
  },
  {
    id: 'consultation',
    label: '"Consultation"',
    selector: '#main > section:first-child button[commandfor="consultation-dialog"]',
    dialog: 'consultation-dialog',
  },
  {
    id: 'menu',
    label: 'the burger',
    selector: 'header button[commandfor="site-menu"][command="show-modal"]',
    dialog: 'site-menu',
  },
]

const fileOf = (url) => {
  if (!url) return 'inline'
  try {
    const { pathname } = new URL(url)
    return pathname.split('/').pop() || pathname
  } catch {
    return url.slice(0, 40)
  }
}

/** What one trace event's self time is, or null when it belongs to what encloses it. */
function kindOf(event) {
  const data = event.args?.data ?? {}
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${fileOf(data.url ?? event.args?.url ?? event.args?.fileName)}`
    case 'v8.evaluateModule':
      // a module graph (the trace names no file: the profiler's samples do)
      return 'evaluate modules'
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.produceModuleCache':
    case 'v8.produceCache':
      return `compile ${fileOf(data.url ?? event.args?.fileName)}`
    case 'FunctionCall': {
      const fn = data.functionName ? ` ${data.functionName}` : ''
      return `JS ${fileOf(data.url)}${fn}`
    }
    case 'TimerFire':
      return 'JS timer'
    case 'FireAnimationFrame':
      return 'JS animation frame'
    case 'FireIdleCallback':
      return 'JS idle callback'
    case 'RunMicrotasks':
    case 'v8.runMicrotasks':
      return 'JS microtasks'
    case 'EventDispatch':
      return `event ${data.type ?? ''}`.trim()
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ScheduleStyleRecalculation':
      return 'style'
    case 'Layout':
      return 'layout'
    case 'ParseHTML':
      return 'parse HTML'
    case 'ParseAuthorStyleSheet':
      return 'parse CSS'
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
    case 'Commit':
    case 'PaintImage':
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'paint'
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'BlinkGC.AtomicPhase':
    case 'V8.GC_MC_BACKGROUND_EVACUATE_COPY':
      return 'GC'
    case 'HitTest':
      return 'hit test'
    case 'IntersectionObserverController::computeIntersections':
      return 'intersection observers'
    default:
      return null
  }
}

/**
 * The CPU profiler's samples of one thread: [{ ts, frame }] in trace time, frame being the nearest
 * frame of the sample's stack that has a script URL ({ file, fn }), or the leaf's name
 * ("(garbage collector)", "(program)") when none has.
 */
function samplesOf(events, pid, tid) {
  const nodes = new Map()
  const samples = []
  // the profile of the thread is named by its Profile event; its chunks come from the profiler's
  // own thread
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  if (!profile) return []
  let ts = profile.args?.data?.startTime ?? profile.ts
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue
    const cpuProfile = e.args?.data?.cpuProfile ?? {}
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node)
    const deltas = e.args?.data?.timeDeltas ?? []
    ;(cpuProfile.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0
      samples.push({ ts, id })
    })
  }
  const frameOf = (id) => {
    const leaf = nodes.get(id)
    for (let node = leaf; node; node = nodes.get(node.parent)) {
      const { url, functionName } = node.callFrame ?? {}
      if (url) return { file: fileOf(url), fn: functionName || '(anonymous)' }
    }
    return { file: null, fn: leaf?.callFrame?.functionName ?? '?' }
  }
  return samples.map((sample) => ({ ts: sample.ts, frame: frameOf(sample.id) }))
}

/** A task's script time by file (and its busiest function there), from the profiler's samples. */
function scriptOf(samples, task) {
  const inside = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur)
  const byFile = new Map()
  for (const { frame } of inside) {
    if (!frame.file) continue
    const entry = byFile.get(frame.file) ?? { count: 0, fns: new Map() }
    entry.count++
    entry.fns.set(frame.fn, (entry.fns.get(frame.fn) ?? 0) + 1)
    byFile.set(frame.file, entry)
  }
  const share = (count) => Math.round((count / Math.max(1, inside.length)) * (task.dur / 1000))
  return [...byFile.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, PARTS_SHOWN)
    .filter(([, entry]) => share(entry.count) >= PART_MIN_MS)
    .map(([file, entry]) => {
      const [fn] = [...entry.fns.entries()].sort((a, b) => b[1] - a[1])[0]
      return `${file} ~${share(entry.count)} (most in ${fn})`
    })
}

/**
 * The long tasks of a trace's renderer main thread from the first contentful paint on. Returns
 * { fcp, tasks: [{ at, afterFcp, ms, parts, script, trigger, styleElements }], tbt, longest } with times in ms
 * since the navigation (at) and the first paint (tbt counts each task's part over LONG_TASK_MS).
 */
export function longTasksOf(trace) {
  const events = trace.traceEvents ?? trace
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcpEvent) return { error: 'no firstContentfulPaint in the trace' }
  const { pid } = fcpEvent
  const mainTid =
    events.find(
      (e) =>
        e.ph === 'M' &&
        e.name === 'thread_name' &&
        e.pid === pid &&
        e.args?.name === 'CrRendererMain',
    )?.tid ?? fcpEvent.tid
  const navStart = events.find(
    (e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame,
  )
  const origin = navStart?.ts ?? fcpEvent.ts
  const thread = events
    .filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  // top-level tasks: the scheduler's RunTask events not inside another
  const tops = []
  for (const e of thread) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue
    const last = tops.at(-1)
    if (last && e.ts < last.ts + last.dur) continue
    tops.push(e)
  }
  const samples = samplesOf(events, pid, mainTid)
  const tasks = []
  let tbt = 0
  for (const task of tops) {
    const ms = task.dur / 1000
    if (task.ts + task.dur < fcpEvent.ts || ms <= LONG_TASK_MS) continue
    tbt += ms - LONG_TASK_MS
    // self time per kind: a stack of enclosing events; unnamed events give theirs to the nearest
    // named one above them
    const inside = thread.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
    const parts = new Map()
    const stack = []
    let styleElements = 0
    let trigger = null
    const add = (kind, us) => parts.set(kind, (parts.get(kind) ?? 0) + us)
    const close = (untilTs) => {
      while (stack.length && stack.at(-1).end <= untilTs) {
        const done = stack.pop()
        add(done.kind, done.self)
      }
    }
    for (const e of inside) {
      close(e.ts)
      const parent = stack.at(-1)
      const own = kindOf(e)
      if (parent) parent.self -= e.dur
      const kind = own ?? parent?.kind ?? `other ${e.name}`
      if (e.name === 'UpdateLayoutTree') styleElements += e.args?.elementCount ?? 0
      if (!trigger && own && e !== task) trigger = own
      // what the scheduler ran, when no named event says it
      if (!trigger && e.args?.src_func) trigger = `(${e.args.src_func})`
      stack.push({ kind, self: e.dur, end: e.ts + e.dur })
    }
    close(Infinity)
    const named = [...parts.entries()]
      .filter(([kind]) => !kind.startsWith('other RunTask') && !kind.includes('RunTask'))
      .map(([kind, us]) => [kind, us / 1000])
      .filter(([, partMs]) => partMs >= PART_MIN_MS)
      .sort((a, b) => b[1] - a[1])
      .slice(0, PARTS_SHOWN)
    tasks.push({
      at: (task.ts - origin) / 1000,
      afterFcp: (task.ts - fcpEvent.ts) / 1000,
      ms,
      trigger,
      styleElements,
      parts: named.map(([kind, partMs]) => `${kind} ${Math.round(partMs)}`),
      script: scriptOf(samples, task),
    })
  }
  return {
    fcp: (fcpEvent.ts - origin) / 1000,
    tasks,
    tbt,
    longest: Math.max(0, ...tasks.map((t) => t.ms)),
  }
}

/**
 * Installed before navigation in a traced load: calls `__benchHydrated` (a binding) when #root
 * gets data-hydrated. No Playwright wait runs in the page while it is traced: its injected script
 * (waitForSelector, waitForFunction) is itself a main-thread task of ~100 ms at 4× CPU.
 */
function reportHydration() {
  const w = /** @type {any} */ (window)
  const observer = new MutationObserver(() => {
    if (!document.querySelector('#root[data-hydrated]')) return
    observer.disconnect()
    w.__benchHydrated()
  })
  observer.observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated'],
  })
}

/** One untouched load of `url`, traced: its long tasks from the first paint on (longTasksOf). */
export async function traceLoad(url, { chromePath, conditions, isFloor = false, keep = null }) {
  const { browser, page } = await phonePage(chromePath, conditions)
  try {
    /** @type {() => void} */
    let onHydrated = () => {}
    const hydrated = new Promise((resolve) => (onHydrated = () => resolve(true)))
    await page.exposeFunction('__benchHydrated', () => onHydrated())
    if (!isFloor) await page.addInitScript(reportHydration)
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
    if (!isFloor) {
      const timedOut = new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS, false).unref())
      if (!(await Promise.race([hydrated, timedOut]))) throw new Error('never hydrated')
    }
    await new Promise((resolve) => setTimeout(resolve, TRACE_TAIL_MS))
    const buffer = await browser.stopTracing()
    if (keep) keep(buffer)
    return longTasksOf(JSON.parse(buffer.toString('utf8')))
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] }
  } finally {
    await browser.close()
  }
}

/**
 * Installed before navigation in a tapped load: the first contentful paint, when the opener is
 * laid out and painted (then `__benchPainted` is called), the tap's timeStamp, when the dialog got
 * `open`, whether #root was hydrated at the tap, and every Event Timing entry of an interaction.
 */
function recordTap({ selector, dialogId, threshold }) {
  const w = /** @type {any} */ (window)
  Object.assign(w, { __tapAt: null, __openAt: null, __hydratedAtTap: null, __events: [] })
  const onInput = (/** @type {Event} */ event) => {
    if (w.__tapAt !== null) return
    w.__tapAt = event.timeStamp
    w.__hydratedAtTap = !!document.querySelector('#root[data-hydrated]')
  }
  for (const type of ['pointerdown', 'touchstart'])
    window.addEventListener(type, onInput, { capture: true, passive: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (/** @type {any} */ (e).interactionId)
        w.__events.push({ name: e.name, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: threshold })
  new MutationObserver(() => {
    if (w.__openAt === null && document.getElementById(dialogId)?.open)
      w.__openAt = performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] })
  const watch = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    const button = document.querySelector(selector)
    const box = button?.getBoundingClientRect()
    if (!fcp || !box?.width || !box.height || !button?.checkVisibility())
      return requestAnimationFrame(watch)
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    w.__benchPainted(fcp.startTime, performance.now(), centre)
  }
  requestAnimationFrame(watch)
}

/**
 * From a trace of a tap: the style work between the click's task and the first paint after it
 * (the elements styled and the ms), and the style work of the tasks after that paint until the
 * trace ends (a dialog made modal a frame later restyles the page then).
 */
export function styleOfTap(trace) {
  const events = trace.traceEvents ?? trace
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
  if (!click) return { styleError: 'no click in the trace' }
  const thread = events.filter((e) => e.pid === click.pid && e.tid === click.tid && e.ph === 'X')
  const task = thread.find(
    (e) => e.name === 'RunTask' && e.ts <= click.ts && e.ts + e.dur >= click.ts + click.dur,
  )
  const start = task?.ts ?? click.ts
  const paint = thread
    .filter((e) => e.name === 'Paint' && e.ts > click.ts)
    .sort((a, b) => a.ts - b.ts)[0]
  const end = paint ? paint.ts + paint.dur : Infinity
  const sum = (list) => ({
    elements: list.reduce((n, e) => n + (e.args?.elementCount ?? 0), 0),
    ms: list.reduce((n, e) => n + e.dur / 1000, 0),
  })
  const styles = thread.filter((e) => e.name === 'UpdateLayoutTree')
  const before = sum(styles.filter((e) => e.ts >= start && e.ts < end))
  const after = sum(styles.filter((e) => e.ts >= end))
  return {
    styledBeforePaint: before.elements,
    styleMsBeforePaint: before.ms,
    clickTaskMs: task ? task.dur / 1000 : null,
    styledAfterPaint: after.elements,
    styleMsAfterPaint: after.ms,
  }
}

/**
 * One load of `url` whose `opener` is tapped `delayMs` after the first contentful paint (counted
 * on the page's clock: the wait is what is left of it when the page reports the painted button).
 * Returns { tapAfterFcp, toOpen, eventMs, hydratedAtTap } or { error }; toOpen and eventMs are
 * Infinity when the dialog never opened. `prepare(page)` runs before the navigation (a probe's
 * init script: scripts/measure/dialog-options.mjs).
 */
export async function tapAtMoment(
  url,
  { chromePath, conditions, opener, delayMs, prepare, trace = false },
) {
  const { browser, page } = await phonePage(chromePath, conditions)
  try {
    await prepare?.(page)
    /** @type {(v: { fcp: number, now: number, centre: { x: number, y: number } }) => void} */
    let onPainted = () => {}
    const painted = new Promise((resolve) => (onPainted = resolve))
    await page.exposeFunction('__benchPainted', (fcp, now, centre) =>
      onPainted({ fcp, now, centre }),
    )
    await page.addInitScript(recordTap, {
      selector: opener.selector,
      dialogId: opener.dialog,
      threshold: EVENT_THRESHOLD_MS,
    })
    await page.addInitScript(recordLoaf)
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
    const timedOut = new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS, null).unref())
    const found = await Promise.race([painted, timedOut])
    if (!found) throw new Error(`${opener.label} was not painted`)
    if (delayMs === AFTER_HYDRATION) {
      await page.waitForSelector('#root[data-hydrated]', {
        state: 'attached',
        timeout: LOAD_TIMEOUT_MS,
      })
      await page.waitForTimeout(HYDRATED_SETTLE_MS)
    }
    const wait = delayMs === AFTER_HYDRATION ? 0 : delayMs - (found.now - found.fcp)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (trace) await browser.startTracing(page, { categories: ['devtools.timeline'] })
    await page.touchscreen.tap(found.centre.x, found.centre.y)
    await page.waitForTimeout(AFTER_TAP_MS)
    const styled = trace ? styleOfTap(JSON.parse((await browser.stopTracing()).toString())) : {}
    await page
      .waitForFunction(() => /** @type {any} */ (window).__openAt !== null, null, {
        timeout: LOAD_TIMEOUT_MS,
        polling: 100,
      })
      .catch(() => {})
    const r = await page.evaluate(() => {
      const w = /** @type {any} */ (window)
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
      const { __tapAt, __openAt, __hydratedAtTap, __events, __loaf } = w
      return { __tapAt, __openAt, __hydratedAtTap, __events, __loaf, fcp }
    })
    if (r.__tapAt === null) throw new Error('the tap reached no touch or pointer listener')
    const events = r.__events ?? []
    const toOpen = r.__openAt === null ? Infinity : r.__openAt - r.__tapAt
    const eventMs = events.length
      ? Math.max(...events.map((e) => e.duration))
      : r.__openAt
        ? 0
        : Infinity
    // the tap's frames: from the finger down to its answer (the later of the next paint and the
    // dialog's `open`; the whole wait when the dialog never opened)
    const answered = Math.max(0, ...[eventMs, toOpen].filter(Number.isFinite))
    const until = Number.isFinite(toOpen) ? r.__tapAt + answered : Infinity
    const frames = framesDuring(
      longFrames(r.__loaf, { origin: new URL(url).origin }),
      r.__tapAt,
      until,
    )
    return {
      tapAfterFcp: r.__tapAt - r.fcp,
      toOpen,
      eventMs,
      hydratedAtTap: r.__hydratedAtTap,
      tapAt: r.__tapAt,
      frames,
      ourScriptMs: largestOurScript(frames),
      ...styled,
    }
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] }
  } finally {
    await browser.close()
  }
}

const medianOf = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return values.some((v) => v === Infinity) ? Infinity : null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * One row per route and build from its traced loads: the medians of the longest task, of the
 * TBT from the first paint and of the long-task count, and the long tasks of the load whose
 * longest task is the median one (what each is).
 */
export function summariseTraces(route, build, loads = []) {
  const ok = loads.filter((l) => !l.error)
  const longest = medianOf(ok.map((l) => l.longest))
  const shown = [...ok].sort((a, b) => a.longest - b.longest)[Math.floor((ok.length - 1) / 2)]
  return {
    route,
    build,
    runs: ok.length,
    errors: loads.filter((l) => l.error).map((l) => l.error),
    longest,
    longestRuns: ok.map((l) => Math.round(l.longest)),
    tbtFromFcp: medianOf(ok.map((l) => l.tbt)),
    longCount: medianOf(ok.map((l) => l.tasks.length)),
    fcp: medianOf(ok.map((l) => l.fcp)),
    tasks: shown?.tasks ?? [],
  }
}

/**
 * One row per opener, moment and build from its tapped loads: medians and the hydrated count, and
 * the long animation frames of the tap whose Event Timing is the median one.
 */
export function summariseTaps(opener, moment, build, taps = []) {
  const ok = taps.filter((t) => !t.error)
  const shown = [...ok].sort((a, b) => a.eventMs - b.eventMs)[Math.floor((ok.length - 1) / 2)]
  return {
    opener: opener.id,
    label: opener.label,
    moment,
    build,
    runs: ok.length,
    errors: taps.filter((t) => t.error).map((t) => t.error),
    tapAfterFcp: medianOf(ok.map((t) => t.tapAfterFcp)),
    toOpen: medianOf(ok.map((t) => t.toOpen)),
    eventMs: medianOf(ok.map((t) => t.eventMs)),
    eventRuns: ok.map((t) => Math.round(t.eventMs)),
    hydrated: ok.filter((t) => t.hydratedAtTap).length,
    ourScriptMs: medianOf(ok.map((t) => t.ourScriptMs ?? NaN)),
    ourScriptRuns: ok.map((t) => Math.round(t.ourScriptMs ?? NaN)),
    frames: shown?.frames ?? [],
    framesSince: shown?.tapAt ?? 0,
  }
}
