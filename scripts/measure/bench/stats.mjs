// The bench's medians and verdicts: a route's real loads against the floor's, and the
// interactions after hydration, each figure beside the budgets.json limit that holds it.

/** The median of the numbers among `values` (Infinity counts: a dialog that never opened), or null. */
export const median = (values) => {
  const s = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((x, y) => x - y)
  if (!s.length) return null
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** value ≤ limit, or null when there is no value (not measured). */
export const verdict = (value, limit) => (value === null ? null : value <= limit)

/**
 * A route's real loads (`loads`: { watch, tap }) of one build: medians, their multiples of the
 * floor's LCP, and the gates' verdicts (undefined: the gate does not apply to this route).
 */
export function summariseReal({
  route,
  build,
  loads = {},
  floorLcp,
  target,
  budget,
  noTarget,
  isLcpGated = true,
}) {
  const { watch = [], tap = [] } = loads
  const watched = watch.filter((x) => !x.error)
  const tapped = tap.filter((x) => !x.error)
  const lcp = median(watched.map((x) => x.lcp))
  const hydrated = median(watched.map((x) => x.hydrated))
  const jsBytes = median(watched.map((x) => x.jsBytes))
  const r = {
    route,
    build,
    runs: watched.length,
    errors: [...watch, ...tap].filter((x) => x.error).map((x) => x.error),
    lcp,
    lcpVsFloor: lcp !== null && floorLcp ? lcp / floorLcp : null,
    hydrated,
    hydratedVsFloorLcp: hydrated !== null && floorLcp ? hydrated / floorLcp : null,
    // information: per load, then the median (the LCP and the hydration of the same load)
    hydratedAfterLcp: median(watched.map((x) => x.hydrated - x.lcp)),
    live: median(watched.map((x) => x.live)),
    jsKiB: jsBytes === null ? null : jsBytes / 1024,
    jsFiles: median(watched.map((x) => x.jsFiles)),
    tapTarget: target ? target.label : noTarget,
    tapped: tapped[0]?.tapped ?? null,
    tapRuns: tapped.length,
    tapToDialog: median(tapped.map((x) => x.tapToDialog)),
    tapsBeforeHydrated: tapped.filter((x) => x.isTapBeforeHydrated).length,
    tapAfterFcp: median(tapped.map((x) => x.tapAfterFcp)),
    samples: { watch, tap },
  }
  r.gates = {
    // with the warm yardstick (--yardstick warm, the default) the warm loads hold LCP: printed here
    lcp: isLcpGated ? verdict(r.lcpVsFloor, budget.lcpVsFloor) : undefined,
    hydrated: verdict(r.hydratedVsFloorLcp, budget.hydratedVsFloorLcp),
    tap: target ? verdict(r.tapToDialog, budget.tapToDialogMs) : undefined,
    js: budget.jsNoScrollRoutes.includes(route)
      ? verdict(r.jsKiB, budget.jsNoScrollKiB)
      : undefined,
  }
  return r
}

/**
 * Each interaction's samples of one build (`samples`: { [id]: [{ ms } | { error }] }): the median
 * ms from input to the next paint, and its verdict against `limitMs`.
 */
export function summariseInteractions({ build, interactions, samples = {}, limitMs }) {
  return interactions.map(({ id, label, form }) => {
    const all = samples[id] ?? []
    const ok = all.filter((s) => !s.error)
    const ms = median(ok.map((s) => s.ms))
    return {
      id,
      label,
      form,
      build,
      runs: ok.length,
      errors: all.filter((s) => s.error).map((s) => s.error),
      ms,
      gate: verdict(ms, limitMs),
      samples: all,
    }
  })
}

/**
 * A route's warm loads (bench/warm-load.mjs) of one build: medians of LCP, FCP and hydration,
 * LCP as a multiple of the scriptless twin's and of the floor's (each's median of the same run),
 * and the gate (budgets.json "realLoad.lcpVsTwin"): held on the current build, the twin and the
 * compared build printed (undefined).
 */
export function summariseWarm({ route, build, loads = [], twinLcp, floorLcp, budget }) {
  const ok = loads.filter((x) => !x.error)
  const lcp = median(ok.map((x) => x.lcp))
  const lcpVsTwin = lcp !== null && twinLcp ? lcp / twinLcp : null
  return {
    route,
    build,
    runs: ok.length,
    errors: loads.filter((x) => x.error).map((x) => x.error),
    lcp,
    lcpRuns: ok.map((x) => Math.round(x.lcp)),
    fcp: median(ok.map((x) => x.fcp)),
    hydrated: median(ok.map((x) => x.hydrated)),
    lcpVsTwin,
    lcpVsFloor: lcp !== null && floorLcp ? lcp / floorLcp : null,
    gate: build === 'current' ? verdict(lcpVsTwin, budget.lcpVsTwin) : undefined,
  }
}

/**
 * One navigation row (a target, form, mode and build; bench/navigation.mjs) beside the full loads
 * of its address: medians of tap → <h1>, of the tap's Event Timing and of the bytes fetched ahead
 * and after, the full load's LCP, and the verdicts (budgets.json "navigation"): after intent, the
 * tap → <h1> against the hold (afterIntentMs; `isGoalMet` against afterIntentGoalMs) and the bytes
 * fetched ahead against prefetchKiB; cold, the tap → <h1> against the full load's LCP
 * (× coldVsFullLoadLcp). The verdicts hold the current build only.
 */
export function summariseNavigation({
  to,
  from,
  form,
  mode,
  build,
  samples = [],
  fullLoads = [],
  budget,
}) {
  const ok = samples.filter((x) => !x.error)
  const full = fullLoads.filter((x) => !x.error)
  const tapToH1 = median(ok.map((x) => x.tapToH1))
  const fullLcp = median(full.map((x) => x.lcp))
  const prefetchBytes = median(ok.map((x) => x.prefetchBytes))
  const prefetchKiB = prefetchBytes === null ? null : prefetchBytes / 1024
  const afterTapBytes = median(ok.map((x) => x.afterTapBytes))
  const isIntent = mode === 'intent'
  const isHeld = build === 'current'
  return {
    to,
    from,
    form,
    mode,
    build,
    runs: ok.length,
    errors: [...samples, ...fullLoads].filter((x) => x.error).map((x) => x.error),
    where: ok[0]?.where ?? null,
    tapToH1,
    tapRuns: ok.map((x) => (x.tapToH1 === Infinity ? Infinity : Math.round(x.tapToH1))),
    // how many of the runs the app made (the rest: the browser loaded the page)
    appNavigations: ok.filter((x) => x.isAppNavigation).length,
    eventMs: median(ok.map((x) => x.eventMs).filter((v) => v !== null)),
    prefetchKiB,
    afterTapKiB: afterTapBytes === null ? null : afterTapBytes / 1024,
    tapToFaded: median(ok.map((x) => x.tapToFaded).filter((v) => v !== null)),
    viewTransitions: ok.reduce((sum, x) => sum + (x.viewTransitions ?? 0), 0),
    fullLcp,
    isGoalMet: isIntent && tapToH1 !== null ? tapToH1 <= budget.afterIntentGoalMs : undefined,
    gates: {
      time: !isHeld
        ? undefined
        : isIntent
          ? verdict(tapToH1, budget.afterIntentMs)
          : fullLcp === null
            ? null
            : verdict(tapToH1, fullLcp * budget.coldVsFullLoadLcp),
      prefetch: isHeld && isIntent ? verdict(prefetchKiB, budget.prefetchKiB) : undefined,
    },
    samples,
  }
}
