// The bench's long animation frames (the Long Animation Frames API, LoAF): which frames of a load
// or around a tap took 50 ms or more, and what each was made of by the page's own account: every
// script of 5 ms or more that ran in it (its file, how it was invoked, its time and the forced
// style and layout inside it) against the frame's remainder (what was not script: parsing, style,
// layout and paint, from styleAndLayoutStart to the frame's end). Unlike a trace, it costs the
// page nothing to watch (no profiler), so the loads and taps it is read from are the bench's
// ordinary ones: the warm loads (bench/warm-load.mjs) and the taps at moments (main-thread.mjs).
// "Ours" is a script served from the page's own origin (the build's chunks and the page's inline
// scripts); the rest is the bench's own (Playwright's init scripts and bindings) or the browser's.

import { median, verdict } from './stats.mjs'

// a frame this long or longer is long (the API's own threshold)
export const LONG_FRAME_MS = 50

/**
 * Installed before navigation: every long animation frame of the page, buffered from the start,
 * copied into window.__loaf as plain objects (the entries do not cross to Node as they are).
 */
export function recordLoaf() {
  const w = /** @type {any} */ (window)
  w.__loaf = []
  const copy = (/** @type {any} */ f) => ({
    startTime: f.startTime,
    duration: f.duration,
    blockingDuration: f.blockingDuration,
    renderStart: f.renderStart,
    styleAndLayoutStart: f.styleAndLayoutStart,
    firstUIEventTimestamp: f.firstUIEventTimestamp,
    scripts: [...(f.scripts ?? [])].map((/** @type {any} */ s) => ({
      sourceURL: s.sourceURL,
      sourceFunctionName: s.sourceFunctionName,
      invoker: s.invoker,
      invokerType: s.invokerType,
      startTime: s.startTime,
      duration: s.duration,
      forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
      pauseDuration: s.pauseDuration,
    })),
  })
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) w.__loaf.push(copy(f))
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    w.__loaf = null // a browser without the API: told apart from "no long frame"
  }
}

/**
 * The chunk's file name of a script URL (`/assets/HomePage-DVmq5lkU.js` → `HomePage-DVmq5lkU.js`);
 * a page's inline script is named by the page's own URL: `inline /about-us`.
 */
export function chunkOf(url) {
  if (!url) return '(no source)'
  try {
    const { pathname } = new URL(url)
    if (!/\.m?js$/.test(pathname)) return `inline ${pathname}`
    return pathname.split('/').pop() || pathname
  } catch {
    return url.slice(0, 40)
  }
}

/** Whether a script's source is the page's own (`origin`: the page's, e.g. http://127.0.0.1:4173). */
export const isOurs = (sourceURL, origin) => !!sourceURL && sourceURL.startsWith(`${origin}/`)

/**
 * One frame, attributed: its start and length (ms, on the page's clock), blockingDuration, each
 * script (file, invoker, invokerType, ms, forced style and layout ms, whether ours), the script
 * time in all and ours, and the remainder: the frame's length less its scripts' (what the page
 * spent parsing, styling, laying out and painting, and scripts under 5 ms), with the style and
 * layout from styleAndLayoutStart to the frame's end (0 when the frame did not render).
 */
export function attributeFrame(frame, origin) {
  const end = frame.startTime + frame.duration
  const scripts = (frame.scripts ?? []).map((s) => ({
    file: chunkOf(s.sourceURL),
    // a module or inline script's invoker is its own URL: said once, by `file`
    invoker: (s.invoker === s.sourceURL ? '' : s.invoker) || s.sourceFunctionName || '',
    invokerType: s.invokerType ?? '',
    ms: s.duration,
    forcedMs: s.forcedStyleAndLayoutDuration ?? 0,
    isOurs: isOurs(s.sourceURL, origin),
  }))
  const scriptMs = scripts.reduce((sum, s) => sum + s.ms, 0)
  const ourScriptMs = scripts.filter((s) => s.isOurs).reduce((sum, s) => sum + s.ms, 0)
  const styleAndLayoutMs = frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0
  return {
    at: frame.startTime,
    ms: frame.duration,
    blockingMs: frame.blockingDuration ?? 0,
    scripts,
    scriptMs,
    ourScriptMs,
    remainderMs: Math.max(0, frame.duration - scriptMs),
    styleAndLayoutMs,
    // where the style and layout began, in ms from the frame's start (null: it did not render)
    styleAndLayoutAfter:
      frame.styleAndLayoutStart > 0 ? frame.styleAndLayoutStart - frame.startTime : null,
  }
}

/** The frames of `entries` (window.__loaf) of at least `minMs`, attributed, in time order. */
export function longFrames(entries, { origin, minMs = LONG_FRAME_MS }) {
  return (entries ?? [])
    .filter((f) => f.duration >= minMs)
    .sort((a, b) => a.startTime - b.startTime)
    .map((f) => attributeFrame(f, origin))
}

/** The frames that overlap [from, to] (ms on the page's clock): a tap's, from its input to its answer. */
export const framesDuring = (frames, from, to) =>
  frames.filter((f) => f.at <= to && f.at + f.ms >= from)

/** The most script of ours in any one of `frames`, in ms (0: none of ours reached 5 ms in a frame). */
export const largestOurScript = (frames) => Math.max(0, ...frames.map((f) => f.ourScriptMs))

/**
 * Our script time by chunk file over `frames`: [{ file, ms, frames }] largest first, the chunks
 * that the long frames are spent in.
 */
export function ourScriptByFile(frames) {
  const byFile = new Map()
  for (const f of frames)
    for (const s of f.scripts.filter((x) => x.isOurs)) {
      const entry = byFile.get(s.file) ?? { file: s.file, ms: 0, frames: new Set() }
      entry.ms += s.ms
      entry.frames.add(f.at)
      byFile.set(s.file, entry)
    }
  return [...byFile.values()]
    .map((e) => ({ file: e.file, ms: e.ms, frames: e.frames.size }))
    .sort((a, b) => b.ms - a.ms)
}

/** One frame as a line: `+at ms: blocking; scripts…; remainder (style and layout)`. */
export function describeFrame(f, { since = 0 } = {}) {
  const r = Math.round
  const scripts = f.scripts.length
    ? f.scripts
        .map(
          (s) =>
            `${s.isOurs ? '' : '(not ours) '}${s.file} ${s.invokerType}` +
            `${s.invoker ? ` "${s.invoker.slice(0, 60)}"` : ''} ${r(s.ms)}` +
            (s.forcedMs >= 1 ? ` (forced style/layout ${r(s.forcedMs)})` : ''),
        )
        .join('; ')
    : 'no script ≥ 5 ms'
  const style =
    f.styleAndLayoutAfter === null
      ? 'no render'
      : `style+layout ${r(f.styleAndLayoutMs)} from +${r(f.styleAndLayoutAfter)}`
  return (
    `+${r(f.at - since)} ${r(f.ms)} ms (blocking ${r(f.blockingMs)}): ${scripts} | ` +
    `rest ${r(f.remainderMs)} (${style})`
  )
}

/**
 * A route's loads of one build (each { frames } or { error }): the median of each load's largest
 * script time of ours in one frame, the long frames' count, and the frames of the load whose
 * largest is the median one (with our script time there by chunk).
 */
export function summariseLoadFrames(route, build, loads = []) {
  const ok = loads.filter((l) => !l.error && l.frames)
  const ours = (l) => largestOurScript(l.frames)
  const shown = [...ok].sort((a, b) => ours(a) - ours(b))[Math.floor((ok.length - 1) / 2)]
  return {
    route,
    build,
    runs: ok.length,
    ourScriptMs: median(ok.map(ours)),
    ourScriptRuns: ok.map((l) => Math.round(ours(l))),
    longFrames: median(ok.map((l) => l.frames.length)),
    frames: shown?.frames ?? [],
    byFile: ourScriptByFile(shown?.frames ?? []),
  }
}

/**
 * The summary the bench holds (budgets.json "mainThread"), of the current build: the most script
 * of ours in any one long frame, of the loads' and the taps' rows (each row's median), against
 * ourScriptPerFrameMs; and each tap's Event Timing duration and tap → dialog open, each against
 * tapToOpenMs. `loadRows`: summariseLoadFrames's; `tapRows`: main-thread.mjs summariseTaps's.
 */
export function frameVerdicts({ loadRows, tapRows, budget }) {
  const rows = [...loadRows, ...tapRows].filter((r) => r.build === 'current' && r.runs)
  const measured = rows.filter((r) => r.ourScriptMs !== null)
  const worst = measured.sort((a, b) => b.ourScriptMs - a.ourScriptMs)[0] ?? null
  const limit = budget.tapToOpenMs
  return {
    ourScriptMs: worst?.ourScriptMs ?? null,
    where: !worst ? null : worst.opener ? `${worst.label} +${worst.moment}` : `load ${worst.route}`,
    scriptGate: verdict(worst?.ourScriptMs ?? null, budget.ourScriptPerFrameMs),
    taps: tapRows
      .filter((r) => r.build === 'current')
      .map((r) => ({
        opener: r.opener,
        label: r.label,
        moment: r.moment,
        ourScriptMs: r.ourScriptMs,
        eventMs: r.eventMs,
        toOpen: r.toOpen,
        gate:
          !r.runs || r.eventMs === null || r.toOpen === null
            ? null
            : r.eventMs <= limit && r.toOpen <= limit,
      })),
  }
}
