// Types of loaf.mjs for the TypeScript files that import it.
/** A PerformanceScriptTiming as window.__loaf keeps it. */
export interface ScriptTiming {
  sourceURL: string
  sourceFunctionName?: string
  invoker: string
  invokerType: string
  startTime?: number
  duration: number
  forcedStyleAndLayoutDuration?: number
  pauseDuration?: number
}
/** A PerformanceLongAnimationFrameTiming as window.__loaf keeps it. */
export interface FrameTiming {
  startTime: number
  duration: number
  blockingDuration?: number
  renderStart?: number
  styleAndLayoutStart: number
  firstUIEventTimestamp?: number
  scripts: ScriptTiming[]
}
export interface AttributedScript {
  file: string
  invoker: string
  invokerType: string
  ms: number
  forcedMs: number
  isOurs: boolean
}
export interface AttributedFrame {
  at: number
  ms: number
  blockingMs: number
  scripts: AttributedScript[]
  scriptMs: number
  ourScriptMs: number
  remainderMs: number
  styleAndLayoutMs: number
  styleAndLayoutAfter: number | null
}
export interface LoadFrameRow {
  route: string
  build: string
  runs: number
  ourScriptMs: number | null
  ourScriptRuns: number[]
  longFrames: number | null
  frames: AttributedFrame[]
  byFile: Array<{ file: string; ms: number; frames: number }>
}
/** The taps' rows as main-thread.mjs summariseTaps gives them (the fields read here). */
export interface TapFrameRow {
  opener: string
  label: string
  moment: number | string
  build: string
  runs: number
  ourScriptMs: number | null
  eventMs: number | null
  toOpen: number | null
}
export interface FrameVerdicts {
  ourScriptMs: number | null
  where: string | null
  scriptGate: boolean | null
  taps: Array<{
    opener: string
    label: string
    moment: number | string
    ourScriptMs: number | null
    eventMs: number | null
    toOpen: number | null
    gate: boolean | null
  }>
}
export const LONG_FRAME_MS: number
export function recordLoaf(): void
export function chunkOf(url: string | undefined): string
export function isOurs(sourceURL: string | undefined, origin: string): boolean
export function attributeFrame(frame: FrameTiming, origin: string): AttributedFrame
export function longFrames(
  entries: FrameTiming[] | null | undefined,
  options: { origin: string; minMs?: number },
): AttributedFrame[]
export function framesDuring(frames: AttributedFrame[], from: number, to: number): AttributedFrame[]
export function largestOurScript(frames: AttributedFrame[]): number
export function ourScriptByFile(
  frames: AttributedFrame[],
): Array<{ file: string; ms: number; frames: number }>
export function describeFrame(frame: AttributedFrame, options?: { since?: number }): string
export function summariseLoadFrames(
  route: string,
  build: string,
  loads?: Array<{ frames?: AttributedFrame[]; error?: string }>,
): LoadFrameRow
export function frameVerdicts(options: {
  loadRows: LoadFrameRow[]
  tapRows: TapFrameRow[]
  budget: { ourScriptPerFrameMs: number; tapToOpenMs: number }
}): FrameVerdicts
