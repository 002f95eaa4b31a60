// The bench's --check: every mobile median of the current build against budgets.json
// ("lighthouse.mobile", "realLoad", and "mainThread" and "navigation" when those were measured);
// a breach is printed and makes the exit status 1.
import { CATEGORIES } from './lighthouse.mjs'
import { DIALOG_WAIT_MS } from './real-load.mjs'
import { ms } from './report.mjs'

/** Lighthouse's gates: the scores (performance's noisy-host floor), TBT over the floor, CLS. */
function lighthouseBreaches(results, budget, breaches, noisy) {
  const mobile = results.filter((r) => r.form === 'mobile' && r.build === 'current')
  if (!mobile.length) breaches.push('--check needs mobile results (drop --form desktop)')
  const floorTbt = results.find((x) => x.form === 'mobile' && x.build === 'floor')?.tbt
  for (const r of mobile) {
    if (!r.runs) breaches.push(`${r.route}: every Lighthouse run failed (${r.errors[0]})`)
    if (!r.runs) continue
    for (const c of CATEGORIES) {
      const score = r.scores[c]
      if (c === 'performance' && score < budget.performance)
        if (score >= budget.performanceNoisyFloor)
          noisy.push(
            `${r.route}: Lighthouse performance ${score} < ${budget.performance}, passed as ` +
              `"noisy host" (≥ ${budget.performanceNoisyFloor})`,
          )
        else
          breaches.push(
            `${r.route}: Lighthouse performance ${score} < ${budget.performanceNoisyFloor} ` +
              `(budget ${budget.performance}; ${budget.performanceNoisyFloor} on a noisy host)`,
          )
      else if (score < budget[c])
        breaches.push(`${r.route}: Lighthouse ${c} ${score} < ${budget[c]}`)
    }
    const limits = [
      [
        'Lighthouse TBT over the floor',
        r.tbtOverFloor,
        budget.tbtOverFloorMs,
        (v) => `${Math.round(v)} ms`,
        ` (route ${Math.round(r.tbt)} ms, floor ${Math.round(floorTbt ?? NaN)} ms)`,
      ],
      ['Lighthouse CLS', r.cls, budget.cls, (v) => v.toFixed(3), ''],
    ]
    for (const [name, value, limit, fmt, detail] of limits) {
      if (value === null) breaches.push(`${r.route}: ${name} not measured (the floor failed)`)
      else if (value > limit)
        breaches.push(`${r.route}: ${name} ${fmt(value)} > ${fmt(limit)}${detail}`)
    }
  }
}

/** The real loads' gates: LCP and hydrated against the floor's LCP, tap → dialog, JS bytes. */
function realBreaches(floor, rows, budget, breaches) {
  if (floor && !floor.runs) breaches.push(`real-load floor: every load failed (${floor.errors[0]})`)
  const floorLcp = ms(floor?.lcp ?? null)
  for (const r of rows.filter((r) => r.build === 'current')) {
    if (!r.runs) breaches.push(`${r.route}: every real load failed (${r.errors[0]})`)
    if (!r.runs) continue
    if (r.gates.lcp === false)
      breaches.push(
        `${r.route}: real-load LCP ${r.lcpVsFloor.toFixed(2)}× the floor's > ` +
          `${budget.lcpVsFloor}× (${ms(r.lcp)}, floor ${floorLcp})`,
      )
    if (r.gates.hydrated === false)
      breaches.push(
        `${r.route}: hydrated ${r.hydratedVsFloorLcp.toFixed(2)}× the floor's LCP > ` +
          `${budget.hydratedVsFloorLcp}× (hydrated ${ms(r.hydrated)}, floor LCP ${floorLcp})`,
      )
    for (const [gate, what] of [
      ['hydrated', 'hydrated'],
      ['js', 'JS'],
      ['tap', 'tap→dialog'],
    ])
      if (r.gates[gate] === null) {
        const error = [...r.samples.watch, ...r.samples.tap].find((x) => x.error)?.error
        breaches.push(`${r.route}: real-load ${what} not measured (${error ?? 'no figure'})`)
      }
    if (r.gates.tap === false)
      breaches.push(
        `${r.route}: tap→dialog ${r.tapToDialog === Infinity ? `never (no dialog within ${DIALOG_WAIT_MS} ms)` : ms(r.tapToDialog)} > ` +
          `${budget.tapToDialogMs} ms (${r.tapTarget}${r.tapped ? `, "${r.tapped}"` : ''})`,
      )
    if (r.gates.js === false)
      breaches.push(
        `${r.route}: JS fetched without scrolling ${r.jsKiB.toFixed(1)} KiB > ` +
          `${budget.jsNoScrollKiB} KiB (${r.jsFiles} files)`,
      )
  }
}

/** The warm yardstick's gate: the current build's LCP ≤ "realLoad.lcpVsTwin"× the twin's. */
function warmBreaches(rows, budget, breaches) {
  const twinOf = (route) => rows.find((r) => r.route === route && r.build === 'twin')
  for (const r of rows.filter((r) => r.build === 'current')) {
    if (!r.runs) breaches.push(`${r.route}: every warm load failed (${r.errors[0]})`)
    else if (r.gate === null)
      breaches.push(
        `${r.route}: warm LCP not read against the twin (${twinOf(r.route)?.errors[0]})`,
      )
    else if (r.gate === false)
      breaches.push(
        `${r.route}: warm LCP ${r.lcpVsTwin.toFixed(2)}× the twin's > ${budget.lcpVsTwin}× ` +
          `(${ms(r.lcp)}, twin ${ms(twinOf(r.route)?.lcp ?? null)})`,
      )
  }
}

/** The long animation frames' gates (bench/loaf.mjs frameVerdicts): script per frame, each tap. */
function frameBreaches(verdicts, budget, breaches) {
  if (verdicts.scriptGate === null) breaches.push('long animation frames: not measured')
  if (verdicts.scriptGate === false)
    breaches.push(
      `script of ours in one long frame ${ms(verdicts.ourScriptMs)} > ` +
        `${budget.ourScriptPerFrameMs} ms (${verdicts.where})`,
    )
  for (const t of verdicts.taps.filter((t) => t.gate !== true))
    breaches.push(
      `tap on ${t.label} +${t.moment}: ` +
        (t.gate === null
          ? 'not measured'
          : `Event Timing ${ms(t.eventMs)}, open ${ms(t.toOpen)} (each ≤ ${budget.tapToOpenMs} ms)`),
    )
}

/** The navigations' gates (bench/stats.mjs summariseNavigation): time, and bytes ahead. */
function navigationBreaches(rows, budget, breaches) {
  for (const r of rows.filter((r) => r.build === 'current')) {
    const name = `navigation ${r.from} → ${r.to} (${r.form}, ${r.mode})`
    if (!r.runs) breaches.push(`${name}: every run failed (${r.errors[0]})`)
    if (!r.runs) continue
    if (r.gates.time === null) breaches.push(`${name}: not read (${r.errors[0] ?? 'no full load'})`)
    if (r.gates.time === false)
      breaches.push(
        r.mode === 'intent'
          ? `${name}: tap → <h1> ${ms(r.tapToH1)} > ${budget.afterIntentMs} ms`
          : `${name}: tap → <h1> ${ms(r.tapToH1)} later than the full load's LCP ${ms(r.fullLcp)}`,
      )
    if (r.gates.prefetch === false)
      breaches.push(
        `${name}: ${r.prefetchKiB.toFixed(1)} KiB fetched ahead > ${budget.prefetchKiB} KiB`,
      )
  }
}

/** The interactions' gate: each ≤ budgets.json "realLoad.interactionMs" from input to paint. */
function interactionBreaches(rows, budget, breaches) {
  for (const r of rows.filter((r) => r.build === 'current')) {
    if (r.gate === null)
      breaches.push(`interaction ${r.label}: not measured (${r.errors[0] ?? 'no figure'})`)
    if (r.gate === false)
      breaches.push(`interaction ${r.label}: ${ms(r.ms)} > ${budget.interactionMs} ms`)
  }
}

/** Prints the verdict of every gate; resolves to the exit status (1 on a breach). */
export function check({
  results,
  realFloor,
  realRows,
  warmRows,
  interactionRows,
  frameVerdicts,
  navigationRows,
  budgets,
}) {
  const breaches = []
  const noisy = []
  lighthouseBreaches(results, budgets.lighthouse.mobile, breaches, noisy)
  if (!realRows.length) breaches.push('--check needs the real loads (drop --form desktop)')
  realBreaches(realFloor, realRows, budgets.realLoad, breaches)
  // the warm yardstick holds LCP (--yardstick warm): its rows are there when it ran
  warmBreaches(warmRows, budgets.realLoad, breaches)
  interactionBreaches(interactionRows, budgets.realLoad, breaches)
  if (frameVerdicts) frameBreaches(frameVerdicts, budgets.mainThread, breaches)
  navigationBreaches(navigationRows, budgets.navigation, breaches)
  console.log(breaches.length ? `\nOver budget (mobile medians):` : '\nAll gates within budget.')
  for (const b of breaches) console.log(`  ✗ ${b}`)
  for (const n of noisy) console.log(`  ~ noisy host: ${n}`)
  return breaches.length ? 1 : 0
}
