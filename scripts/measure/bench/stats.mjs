// The bench's medians and verdicts: a route's real loads against the floor's, and the
// interactions after hydration, each figure beside the budgets.json limit that holds it.

/** The median of the numbers among `values` (Infinity counts: a dialog that never opened), or null. */
export const median = (values) => {
  const s = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((x, y) => x - y)
  if (!s.length) return null
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** value ≤ limit, or null when there is no value (not measured). */
const verdict = (value, limit) => (value === null ? null : value <= limit)

/**
 * A route's real loads (`loads`: { watch, tap }) of one build: medians, their multiples of the
 * floor's LCP, and the gates' verdicts (undefined: the gate does not apply to this route).
 */
export function summariseReal({ route, build, loads = {}, floorLcp, target, budget, noTarget }) {
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
    lcp: verdict(r.lcpVsFloor, budget.lcpVsFloor),
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
