// The bench's long animation frames (bench/loaf.mjs) in its output: the warm loads' frames per
// route and build, the taps' frames per opener and moment, and the summary the bench holds
// (budgets.json "mainThread"). Every long frame is listed for the current build and the compared
// one (the twin's and the floor's have no script of ours: their counts show what the document
// costs alone); bench-results/latest.json has every build's.
import { describeFrame, LONG_FRAME_MS } from './loaf.mjs'
import { mark, ms, round, routeName, table } from './report.mjs'

const LISTED_BUILDS = ['current', 'compare']
const CHUNKS_SHOWN = 3

/** Every long frame of `frames` as indented lines, times from `since` (ms on the page's clock). */
const listFrames = (frames, since) => {
  for (const f of frames) console.log(`      ${describeFrame(f, { since })}`)
}

/** The warm loads' long frames: per route and build, the median load's frames listed. */
function printLoadFrames({ rows, runs }) {
  console.log(
    `\nLong animation frames (≥ ${LONG_FRAME_MS} ms, the Long Animation Frames API) of the warm ` +
      `loads, from navigation until hydration (the twin's and the floor's: load) + 3 s, medians ` +
      `of ${runs}: ours = the most script served from the page's origin in one frame (each ` +
      `script ≥ 5 ms the API lists; its chunk and invoker below), long = frames ≥ ` +
      `${LONG_FRAME_MS} ms. Per frame: +ms from navigation, length (blocking), each script ` +
      `(chunk, invokerType, invoker, ms, forced style/layout in it), then the rest of the frame ` +
      `(its length less its scripts: parse, style, layout, paint) with the style and layout ` +
      `from styleAndLayoutStart`,
  )
  const width = Math.max(10, ...rows.map((r) => routeName(r).length + 1))
  const cols = [
    ['route', width, routeName],
    ['ours', 6, (r) => round(r.ourScriptMs)],
    ['per run', 14, (r) => r.ourScriptRuns.join('/')],
    ['long', 5, (r) => round(r.longFrames)],
    [
      'ours by chunk (the median load)',
      0,
      (r) =>
        r.byFile
          .slice(0, CHUNKS_SHOWN)
          .map((f) => `${f.file} ${Math.round(f.ms)}`)
          .join(', '),
    ],
  ]
  table(cols, rows, { sep: ' | ' })
  for (const r of rows.filter((r) => LISTED_BUILDS.includes(r.build) && r.frames.length)) {
    console.log(`  ${routeName(r)}, the median load's long frames:`)
    listFrames(r.frames, 0)
  }
}

/** The taps' long frames: per opener and moment, each build's medians; the current build's listed. */
function printTapFrames({ rows, builds, runs, route }) {
  console.log(
    `\nLong animation frames of the taps at moments on ${route}, from the tap to its answer (the ` +
      `next paint or the dialog's open, the later), medians of ${runs}: ours = the most script of ` +
      `ours in one of them; paint = the tap's Event Timing; open = tap → the dialog's open`,
  )
  const keys = [...new Set(rows.map((r) => `${r.opener} ${r.moment}`))]
  const byKey = (key, build) =>
    rows.find((r) => `${r.opener} ${r.moment}` === key && r.build === build)
  const cells = (r) =>
    !r || !r.runs ? 'error' : `${ms(r.ourScriptMs)} / ${ms(r.eventMs)} / ${ms(r.toOpen)}`
  const cols = [
    ['opener', 16, (k) => byKey(k, builds[0])?.label],
    ['+ms', 5, (k) => k.split(' ')[1]],
    ...builds.map((b) => [`${b}: ours / paint / open`, 28, (k) => cells(byKey(k, b))]),
  ]
  table(cols, keys, { sep: ' | ' })
  for (const r of rows.filter((r) => LISTED_BUILDS.includes(r.build) && r.frames.length)) {
    console.log(
      `  ${r.label} +${r.moment} [${r.build}], the median tap's frames (+ms from the tap):`,
    )
    listFrames(r.frames, r.framesSince)
  }
}

/** The summary row and its gates (frameVerdicts of bench/loaf.mjs). */
function printFrameVerdicts({ verdicts, budget }) {
  const { ourScriptMs, where, scriptGate, taps } = verdicts
  console.log(
    `\nSummary (the current build): the most script of ours in one long frame ` +
      `${ms(ourScriptMs)}${where ? ` (${where})` : ''}, gate ≤ ${budget.ourScriptPerFrameMs} ms: ` +
      `${mark(scriptGate)}. Each tap: its Event Timing and tap → dialog open, gate ≤ ` +
      `${budget.tapToOpenMs} ms each:`,
  )
  const cols = [
    ['tap', 16, (t) => t.label],
    ['+ms', 5, (t) => t.moment],
    ['ours', 8, (t) => ms(t.ourScriptMs)],
    ['paint', 8, (t) => ms(t.eventMs)],
    ['open', 8, (t) => ms(t.toOpen)],
    ['gate', 5, (t) => mark(t.gate)],
  ]
  table(cols, taps, { sep: ' | ' })
}

/** Every table of the long animation frames that was measured. */
export function printFrames({ loadRows, tapRows, builds, verdicts, budget, runs, route }) {
  if (loadRows.length) printLoadFrames({ rows: loadRows, runs })
  if (tapRows.length) printTapFrames({ rows: tapRows, builds, runs, route })
  printFrameVerdicts({ verdicts, budget })
}
