// Types of cpu-calibration.mjs for the TypeScript files that import it.
/** [benchmarkIndex, multiplier]: the Lighthouse CPU-throttling calculator's points. */
export const CALIBRATION_POINTS: ReadonlyArray<readonly [number, number]>
/** The Lighthouse mobile CPU slowdown that fits a host of this benchmarkIndex. */
export function calibratedCpuMultiplier(index: number): number
/** Lighthouse's default mobile CPU slowdown (4×). */
export const DEFAULT_CPU_MULTIPLIER: number
/** The calculator's multiplier, at most the default: what npm run bench simulates. */
export function benchCpuMultiplier(index: number): number
