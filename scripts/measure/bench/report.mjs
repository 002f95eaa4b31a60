// The bench's output: the Lighthouse table and the failing audits, the real loads' tables (fresh
// and warm), the interactions' table, and bench-results/latest.json (with a timestamped copy).
// The long animation frames' tables are report-frames.mjs's, the navigations' report-navigation.mjs's.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../shared/paths.mjs'
import { DEFAULT_CPU_MULTIPLIER } from '../cpu-calibration.mjs'
import { CATEGORIES } from './lighthouse.mjs'
import { EVENT_THRESHOLD_MS } from './interactions.mjs'
import { median } from './stats.mjs'

export const ms = (v) => (v === null ? '–' : v === Infinity ? 'never' : `${Math.round(v)} ms`)
export const mark = (ok) => (ok === undefined ? 'n/a' : ok === null ? '?' : ok ? 'pass' : 'FAIL')
export const fixed = (v, digits) =>
  typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : ''
export const round = (v) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : '')
/** A route as the tables show it: the compared build's rows are marked. */
export const routeName = (r) =>
  r.build === 'floor'
    ? 'FLOOR (bench/floor.html)'
    : `${r.route}${r.build === 'current' ? '' : ` [${r.build}]`}`

/** Prints `rows` under `cols` ([name, width, get]); the first `left` columns align left. */
export function table(cols, rows, { left = 1, sep = ' ' } = {}) {
  const cell = (v, w, i) => (i < left ? String(v ?? '').padEnd(w) : String(v ?? '').padStart(w))
  console.log(cols.map(([name, w], i) => cell(name, w, i)).join(sep))
  for (const r of rows) console.log(cols.map(([, w, get], i) => cell(get(r), w, i)).join(sep))
}

/** The Lighthouse medians (`results`), the host's speed and each failing audit. */
export function printLighthouse({ results, samples, runs, options, lhVersion }) {
  const { forms, calibrate, mainCpu } = options
  const width = Math.max(25, ...results.map((r) => routeName(r).length + 1))
  const ok = results.filter((r) => r.runs)
  const cols = [
    ['route', width, routeName],
    ['form', 8, (r) => r.form],
    ...CATEGORIES.map((c) => [
      { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }[c],
      5,
      (r) => r.scores?.[c],
    ]),
    ['FCP', 7, (r) => round(r.fcp)],
    ['LCP', 7, (r) => round(r.lcp)],
    ['TBT', 6, (r) => round(r.tbt)],
    ['TBT−fl', 7, (r) => (r.build === 'floor' ? '' : round(r.tbtOverFloor))],
    ['CPU×', 5, (r) => fixed(r.cpu, 1)],
    ['CLS', 7, (r) => fixed(r.cls, 3)],
    ['SI', 7, (r) => round(r.si)],
    ['KiB', 7, (r) => fixed(r.transferBytes / 1024, 1)],
    ['JS KiB', 8, (r) => fixed(r.scriptBytes / 1024, 1)],
    ['LCP×fl', 8, (r) => fixed(r.lcpVsFloor, 2)],
    ['FCP×fl', 8, (r) => fixed(r.fcpVsFloor, 2)],
    ...(forms.includes('mobile') && calibrate
      ? [
          ['CPU×cal', 8, (r) => (r.form === 'mobile' ? fixed(r.cpuCalibrated, 1) : '')],
          ['TBT@cal', 8, (r) => (r.form === 'mobile' ? round(r.tbtCalibrated) : '')],
          ['perf@cal', 9, (r) => (r.form === 'mobile' ? r.perfCalibrated : '')],
        ]
      : []),
  ]
  const cpuNote =
    mainCpu === DEFAULT_CPU_MULTIPLIER
      ? `mobile at Lighthouse's default ${DEFAULT_CPU_MULTIPLIER}×`
      : `mobile fixed at ${mainCpu}×`
  console.log(
    `\nLighthouse ${lhVersion} medians of ${runs} run(s); ms, transfer KiB; ×fl = multiple of the ` +
      `floor (Lantern's simulation: printed, not a gate); TBT−fl = TBT over the floor's; CPU× = ` +
      `the simulated CPU slowdown (${cpuNote})` +
      (forms.includes('mobile') && calibrate
        ? `\n…@cal = the same load simulated at the slowdown fitted to the host run by run ` +
          `(never above ${DEFAULT_CPU_MULTIPLIER}×): information, not a gate`
        : ''),
  )
  // How fast the host was (Lighthouse's benchmarkIndex: higher is faster; it warns under 1000)
  const speeds = Object.values(samples)
    .flat()
    .map((s) => s.benchmarkIndex)
    .filter(Number.isFinite)
  if (speeds.length)
    console.log(
      `host benchmarkIndex: median ${Math.round(median(speeds))}, ` +
        `range ${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))}`,
    )
  table(cols, ok, { left: 2 })
  for (const r of results.filter((r) => !r.runs))
    console.log(`${routeName(r).padEnd(width)} ${r.form.padEnd(8)} all runs failed: ${r.errors[0]}`)
  const shifts = (r) => r.cls >= 0.0005 // shown as 0.001 or more
  for (const r of ok.filter((r) => CATEGORIES.some((c) => r.scores[c] < 100) || shifts(r))) {
    console.log(`\n${routeName(r)} (${r.form}) — audits failing in the median run:`)
    for (const f of r.failing) {
      const shown = f.displayValue ? ` — ${f.displayValue}` : ''
      console.log(`  [${f.category}] ${f.id}: ${f.title}${shown} (score ${f.score})`)
      for (const item of f.items) console.log(`      ${item}`)
    }
    console.log(`  LCP element: ${r.lcpElement}`)
    if (shifts(r)) console.log(`  layout shifts (median CLS ${r.cls.toFixed(3)}), largest first:`)
    if (shifts(r)) for (const shift of r.layoutShifts) console.log(`      ${shift}`)
  }
}

/** The real loads' medians (`rows`, the floor's first) and their gates. */
export function printRealLoads({ floor, rows, runs, conditions, budget, serverNote, yardstick }) {
  const { cpuSlowdown, latencyMs, downloadMbps, uploadKbps, viewport } = conditions
  console.log(
    `\nReal loads (${serverNote}), medians of ${runs}: throttling applied by CDP, not simulated ` +
      `(cold cache, ${cpuSlowdown}× CPU, ${latencyMs} ms latency, ${downloadMbps} Mbps down, ` +
      `${uploadKbps} kbps up, ${viewport.width}×${viewport.height} @${conditions.deviceScaleFactor}x ` +
      `with touch). ms from navigation start; hydrated = #root[data-hydrated]; hyd÷fl = hydrated ` +
      `÷ the floor's LCP; hyd−LCP per load (information); tap→dialog = the booking button tapped ` +
      `as soon as painted, to #booking-dialog open; JS = every script fetched without scrolling ` +
      `by load + 4 s, KiB on the wire (CDP encodedDataLength) and files; live = every header and ` +
      `first-screen control React's (information)`,
  )
  const lcpGate =
    yardstick === 'warm'
      ? `LCP ≤ ${budget.lcpVsFloor}× the floor's printed (information: the warm loads below hold ` +
        `LCP, --yardstick warm)`
      : `LCP ≤ ${budget.lcpVsFloor}× the floor's`
  console.log(
    `gates: ${lcpGate}, hydrated ≤ ${budget.hydratedVsFloorLcp}× ` +
      `the floor's LCP, tap→dialog ≤ ${budget.tapToDialogMs} ms, JS ≤ ${budget.jsNoScrollKiB} KiB ` +
      `on ${budget.jsNoScrollRoutes.join(', ')} (other routes printed)`,
  )
  const width = Math.max(10, ...rows.map((r) => routeName(r).length + 1))
  const cols = [
    ['route', width, routeName],
    ['LCP real', 9, (r) => round(r.lcp)],
    ['floor LCP', 10, () => round(floor.lcp)],
    ['ratio', 6, (r) => fixed(r.lcpVsFloor, 2)],
    ['hydrated', 9, (r) => round(r.hydrated)],
    ['hyd÷fl', 7, (r) => fixed(r.hydratedVsFloorLcp, 2)],
    ['hyd−LCP', 8, (r) => round(r.hydratedAfterLcp)],
    ['tap→dialog', 11, (r) => (r.gates.tap === undefined ? 'n/a' : ms(r.tapToDialog))],
    ['JS KiB', 7, (r) => fixed(r.jsKiB, 1)],
    ['files', 6, (r) => round(r.jsFiles)],
    ['live', 7, (r) => round(r.live)],
    ['LCP', 5, (r) => mark(r.gates.lcp)],
    ['hyd', 5, (r) => mark(r.gates.hydrated)],
    ['tap', 5, (r) => mark(r.gates.tap)],
    ['JS', 5, (r) => mark(r.gates.js)],
    ['tapped', 0, (r) => (r.tapped === null ? r.tapTarget : `${r.tapTarget}, "${r.tapped}"`)],
  ]
  table(cols, rows, { sep: ' | ' })
  for (const r of [floor, ...rows].filter((r) => r.errors.length))
    console.log(`  ${routeName(r)}: ${r.errors.length} load(s) failed: ${r.errors[0]}`)
  for (const r of rows.filter((r) => r.tapRuns))
    console.log(
      `  ${routeName(r)}: tapped ${round(r.tapAfterFcp)} ms after the first paint (median), ` +
        `before the app had hydrated in ${r.tapsBeforeHydrated} of ${r.tapRuns} loads`,
    )
}

/**
 * The warm loads' medians (bench/warm-load.mjs): per route the twin's row, then each build's,
 * the floor's first; LCP against the twin's (the gate, the current build's) and the floor's, and
 * the fresh-browser loads' LCP of the same route and build beside (`fresh`: printRealLoads's rows).
 */
export function printWarmLoads({ floor, rows, fresh, runs, conditions, budget, serverNote }) {
  const { cpuSlowdown, latencyMs, downloadMbps, viewport, deviceScaleFactor } = conditions
  console.log(
    `\nReal loads in a warm browser (${serverNote}), medians of ${runs}: one running browser, a ` +
      `new context per load (cold cache, its own connections), ${cpuSlowdown}× CPU, ${latencyMs} ` +
      `ms latency, ${downloadMbps} Mbps down by CDP, ${viewport.width}×${viewport.height} ` +
      `@${deviceScaleFactor}x with touch; the build's scriptless twin (bench/twin.mjs: the same ` +
      `pages without the app) and the floor loaded so in the same run. ms from navigation start; ` +
      `×twin = LCP ÷ the twin's LCP of the same route; fresh = the fresh-browser loads' LCP ` +
      `above (information). gate: LCP ≤ ${budget.lcpVsTwin}× the twin's (the current build)`,
  )
  const width = Math.max(10, ...[floor, ...rows].map((r) => routeName(r).length + 1))
  const freshOf = (r) =>
    r.build === 'floor' ? null : fresh.find((f) => f.route === r.route && f.build === r.build)
  const cols = [
    ['route', width, routeName],
    ['LCP warm', 9, (r) => round(r.lcp)],
    ['per run', 16, (r) => r.lcpRuns.join('/')],
    ['×twin', 6, (r) => (r.build === 'twin' ? '' : fixed(r.lcpVsTwin, 2))],
    ['×floor', 7, (r) => (r.build === 'floor' ? '' : fixed(r.lcpVsFloor, 2))],
    ['FCP', 6, (r) => round(r.fcp)],
    ['hydrated', 9, (r) => round(r.hydrated)],
    ['fresh LCP', 10, (r) => round(freshOf(r)?.lcp)],
    ['gate', 5, (r) => (r.build === 'current' ? mark(r.gate) : '')],
  ]
  table(cols, [floor, ...rows], { sep: ' | ' })
  for (const r of [floor, ...rows].filter((r) => r.errors.length))
    console.log(`  ${routeName(r)}: ${r.errors.length} load(s) failed: ${r.errors[0]}`)
}

/** The interactions' medians, one column per build, and the gate (the current build's). */
export function printInteractions({ rows, builds, route, runs, cpuSlowdown, limitMs }) {
  console.log(
    `\nInteractions after hydration on ${route}, medians of ${runs}: input → next paint (Event ` +
      `Timing, the largest duration of the interaction's entries, as INP), ${cpuSlowdown}× CPU by ` +
      `CDP, 1280×800 unless marked 390 px; "<${EVENT_THRESHOLD_MS}" = no entry reached the API's ` +
      `${EVENT_THRESHOLD_MS} ms threshold. gate: ≤ ${limitMs} ms`,
  )
  const value = (r) =>
    !r?.runs
      ? r?.errors[0]
        ? 'error'
        : ''
      : r.ms < EVENT_THRESHOLD_MS
        ? `<${EVENT_THRESHOLD_MS}`
        : ms(r.ms)
  const width = Math.max(...rows.map((r) => r.label.length + 1))
  const cols = [
    ['interaction', width, (r) => r.label],
    ...builds.map((b) => [b, 10, (r) => value(r.byBuild[b])]),
    ['gate', 5, (r) => mark(r.byBuild.current?.gate)],
  ]
  table(cols, rows, { sep: ' | ' })
  for (const r of rows)
    for (const b of builds)
      if (r.byBuild[b]?.errors.length)
        console.log(
          `  ${r.label} [${b}]: ${r.byBuild[b].errors.length} failed: ${r.byBuild[b].errors[0]}`,
        )
}

/** Writes the whole report to bench-results/latest.json and a timestamped copy. */
export function writeReport(report) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const outDir = path.join(ROOT, 'bench-results')
  fs.mkdirSync(outDir, { recursive: true })
  // a dialog that never opened is Infinity, which JSON has no word for
  const json = JSON.stringify(report, (_, v) => (v === Infinity ? 'never' : v), 2)
  fs.writeFileSync(path.join(outDir, `bench-${stamp}.json`), json)
  fs.writeFileSync(path.join(outDir, 'latest.json'), json)
  console.log(`\nWrote bench-results/bench-${stamp}.json and bench-results/latest.json`)
}

/** The main thread from the first paint on: per route and build, and each long task. */
export function printMainThread({ rows, runs, conditions, longTaskMs }) {
  console.log(
    `\nThe main thread from the first paint on (traced real loads, ${conditions.cpuSlowdown}× CPU ` +
      `by CDP, the real loads' network; until hydration + 3 s), medians of ${runs}: the longest ` +
      `task, TBT counted from the first paint (each task's part over ${longTaskMs} ms) and the ` +
      `count of tasks over ${longTaskMs} ms. goal: no task over ${longTaskMs} ms`,
  )
  const width = Math.max(10, ...rows.map((r) => routeName(r).length + 1))
  const cols = [
    ['route', width, routeName],
    ['FCP', 6, (r) => round(r.fcp)],
    ['longest', 8, (r) => round(r.longest)],
    ['per run', 16, (r) => r.longestRuns.join('/')],
    ['TBT≥FCP', 8, (r) => round(r.tbtFromFcp)],
    ['long', 5, (r) => round(r.longCount)],
  ]
  table(cols, rows, { sep: ' | ' })
  for (const r of rows) {
    for (const e of r.errors) console.log(`  ${routeName(r)}: a load failed: ${e}`)
    if (!r.tasks.length) continue
    console.log(`  ${routeName(r)}, the median load's long tasks (ms after FCP, length: what):`)
    for (const t of r.tasks) {
      const script = t.script.length ? `; script: ${t.script.join(', ')}` : ''
      const style = t.styleElements ? ` (${t.styleElements} elements styled)` : ''
      console.log(
        `    +${Math.round(t.afterFcp)} ${Math.round(t.ms)} ms: ${t.trigger ?? '?'}` +
          ` [${t.parts.join(', ')}]${style}${script}`,
      )
    }
  }
}

/** The taps at moments after the first paint: per opener and moment, one column pair per build. */
export function printTaps({ rows, builds, runs, route, limitMs }) {
  console.log(
    `\nA tap at a moment after the first paint on ${route} (the real loads' phone), medians of ` +
      `${runs}: open = ms from the tap (its timeStamp) to the dialog's \`open\`; paint = the ` +
      `tap's Event Timing duration (to the next paint after it: what the visitor sees; a dialog ` +
      `painted first gets \`open\` only when made modal, after that paint); hyd = loads hydrated ` +
      `at the tap. ` +
      `goal: ≤ ${limitMs} ms`,
  )
  const keys = [...new Set(rows.map((r) => `${r.opener} ${r.moment}`))]
  const byKey = (key, build) =>
    rows.find((r) => `${r.opener} ${r.moment}` === key && r.build === build)
  const cells = (r) =>
    !r || !r.runs ? 'error' : `${ms(r.toOpen)} / ${ms(r.eventMs)} (${r.hydrated}/${r.runs})`
  const cols = [
    ['opener', 16, (k) => byKey(k, builds[0])?.label],
    ['+ms', 5, (k) => k.split(' ')[1]],
    ['tapped', 7, (k) => round(byKey(k, builds[0])?.tapAfterFcp)],
    ...builds.map((b) => [`${b}: open / paint (hyd)`, 30, (k) => cells(byKey(k, b))]),
  ]
  table(cols, keys, { sep: ' | ', left: 1 })
  for (const r of rows.filter((r) => r.errors.length))
    console.log(`  ${r.label} +${r.moment} [${r.build}]: ${r.errors.length} failed: ${r.errors[0]}`)
}
