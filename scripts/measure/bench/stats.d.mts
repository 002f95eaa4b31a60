// Types of stats.mjs for the TypeScript files that import it (the warm loads' and the
// navigations' summaries, the medians and verdicts).
export function median(values: Array<number | null | undefined>): number | null
export function verdict(value: number | null, limit: number): boolean | null
export interface WarmLoad {
  lcp?: number
  fcp?: number
  hydrated?: number | null
  error?: string
}
export interface WarmRow {
  route: string
  build: string
  runs: number
  errors: string[]
  lcp: number | null
  lcpRuns: number[]
  fcp: number | null
  hydrated: number | null
  lcpVsTwin: number | null
  lcpVsFloor: number | null
  gate: boolean | null | undefined
}
export function summariseWarm(options: {
  route: string
  build: string
  loads?: WarmLoad[]
  twinLcp?: number | null
  floorLcp?: number | null
  budget: { lcpVsTwin: number }
}): WarmRow
export interface NavigationSample {
  where?: string
  isAppNavigation?: boolean
  tapToH1?: number
  eventMs?: number | null
  prefetchBytes?: number
  prefetchFiles?: string[]
  afterTapBytes?: number
  tapToFaded?: number | null
  error?: string
}
export interface NavigationBudget {
  afterIntentGoalMs: number
  afterIntentMs: number
  coldVsFullLoadLcp: number
  prefetchKiB: number
}
export interface NavigationRow {
  to: string
  from: string | null
  form: string
  mode: string
  build: string
  runs: number
  errors: string[]
  where: string | null
  tapToH1: number | null
  tapRuns: number[]
  appNavigations: number
  eventMs: number | null
  prefetchKiB: number | null
  afterTapKiB: number | null
  tapToFaded: number | null
  fullLcp: number | null
  isGoalMet: boolean | undefined
  gates: { time: boolean | null | undefined; prefetch: boolean | null | undefined }
  samples: NavigationSample[]
}
export function summariseNavigation(options: {
  to: string
  from: string | null
  form: string
  mode: string
  build: string
  samples?: NavigationSample[]
  fullLoads?: WarmLoad[]
  budget: NavigationBudget
}): NavigationRow
// the real loads' and the interactions' summaries (bench.mjs's own)
export function summariseReal(options: Record<string, unknown>): Record<string, unknown>
export function summariseInteractions(
  options: Record<string, unknown>,
): Array<Record<string, unknown>>
