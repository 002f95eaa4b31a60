// The bench's navigations (bench/navigation.mjs) in its output: per address, form and mode, each
// build's row beside the full load of the same address, and the goals of budgets.json
// "navigation".
import { INTENT_HOVER_MS, INTENT_MENU_MS, QUIET_MS } from './navigation.mjs'
import { fixed, mark, round, table } from './report.mjs'

const runsOf = (values) => values.map((v) => (v === Infinity ? 'never' : v)).join('/')

/** The navigations' medians and verdicts (`rows`: summariseNavigation's of bench/stats.mjs). */
export function printNavigations({
  rows,
  runs,
  conditions,
  budget,
  serverNote,
  hoverMs = INTENT_HOVER_MS,
}) {
  const { cpuSlowdown, latencyMs, downloadMbps } = conditions
  console.log(
    `\nNavigations (${serverNote}), medians of ${runs}, in the warm browser (a new context per ` +
      `navigation, cold cache; ${cpuSlowdown}× CPU, ${latencyMs} ms, ${downloadMbps} Mbps by ` +
      `CDP): phone = ${conditions.viewport.width}×${conditions.viewport.height} ` +
      `@${conditions.deviceScaleFactor}x with touch, the burger then the menu's link (a link the ` +
      `menu lacks: tapped on the page); desktop = 1280×800, the pointer onto the header's link, ` +
      `then a click. cold = at once after hydration; intent = once idle (the network quiet ` +
      `${QUIET_MS} ms), the pointer on the link ${hoverMs} ms (a finger held as long) ` +
      `or the menu open ${INTENT_MENU_MS} ms first. tap→h1 = the link's click → a frame painted ` +
      `with the new page's visible <h1> (a MutationObserver, then rAF + a task; a page rendered ` +
      `ahead is hidden until then); faded = a view transition's end, VT = view transitions ` +
      `started, all runs (the site starts none); full LCP = a full load of the same address, same form, same ` +
      `run; app = runs the app navigated (the rest: the browser loaded the page, the link not ` +
      `the app's yet); event = the press's Event Timing (none when the browser loaded the page); ` +
      `ahead = KiB on the wire begun between the idle point (cold: hydration) and the tap, after ` +
      `= from the tap to the <h1> (0 for a page rendered ahead).`,
  )
  console.log(
    `goals: after intent ≤ ${budget.afterIntentGoalMs} ms (held at ${budget.afterIntentMs}), ` +
      `cold ≤ ${budget.coldVsFullLoadLcp}× the full load's LCP, ahead after intent ≤ ` +
      `${budget.prefetchKiB} KiB per page view (the current build)`,
  )
  const name = (r) => `${r.from} → ${r.to}${r.build === 'current' ? '' : ` [${r.build}]`}`
  const width = Math.max(12, ...rows.map((r) => name(r).length + 1))
  const cols = [
    ['navigation', width, name],
    ['form', 7, (r) => r.form],
    ['mode', 6, (r) => r.mode],
    ['tap→h1', 7, (r) => (r.tapToH1 === Infinity ? 'never' : round(r.tapToH1))],
    ['per run', 16, (r) => runsOf(r.tapRuns)],
    ['full LCP', 8, (r) => round(r.fullLcp)],
    ['faded', 6, (r) => round(r.tapToFaded)],
    ['VT', 3, (r) => String(r.viewTransitions ?? '')],
    ['app', 4, (r) => `${r.appNavigations}/${r.runs}`],
    ['event', 6, (r) => round(r.eventMs)],
    ['ahead', 6, (r) => fixed(r.prefetchKiB, 1)],
    ['after', 6, (r) => fixed(r.afterTapKiB, 1)],
    ['where', 6, (r) => r.where ?? ''],
    ['time', 5, (r) => (r.gates.time === undefined ? '' : mark(r.gates.time))],
    [
      'goal',
      5,
      (r) => (r.isGoalMet === undefined || r.build !== 'current' ? '' : mark(r.isGoalMet)),
    ],
    ['KiB', 5, (r) => (r.gates.prefetch === undefined ? '' : mark(r.gates.prefetch))],
  ]
  table(cols, rows, { sep: ' | ', left: 3 })
  for (const r of rows.filter((r) => r.errors.length))
    console.log(`  ${name(r)} ${r.form} ${r.mode}: ${r.errors.length} failed: ${r.errors[0]}`)
  const fetched = rows.filter((r) => r.build === 'current' && r.mode === 'intent')
  for (const r of fetched) {
    const files = r.samples.find((x) => !x.error)?.prefetchFiles ?? []
    if (files.length)
      console.log(`  ${name(r)} ${r.form} intent, fetched ahead (a run): ${files.join(', ')}`)
  }
}
