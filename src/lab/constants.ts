// evaluated first: the dev server's copy of it lists its live values (scripts/dev/motion-lab.mjs)
import '@/config/constants'
import type * as constants from '@/config/constants'
import { CSS_DURATIONS, durationVar, type CssDurationName } from '@/config/motionDurations'

/** A constant of src/config/constants.ts. */
export type ConstantName = keyof typeof constants

/**
 * What the dev server's copy of src/config/constants.ts lists about itself
 * (scripts/dev/motion-lab.mjs): a setter for every constant, the file's values and lines, the
 * values set now (a new copy of the module, after an edit, takes them), and who to tell when the
 * file changes.
 */
interface LiveConstants {
  setters: ((name: string, value: unknown) => void)[]
  file: Record<string, unknown>
  lines: Record<string, number>
  current: Record<string, unknown>
  changed?: () => void
}

/** The live constants of this window's copy of the modules (each stage has its own). */
export function liveConstants(): LiveConstants {
  // importing the module above made it: a build (no lab) never gets here
  const live = (globalThis as { __motionConstants?: LiveConstants }).__motionConstants
  if (!live) throw new Error('The motion lab runs on the dev server only: npm run dev')
  return live
}

/** The file's value of `name` now (an edit of the file changes it, without a reload). */
export const fileValue = (name: ConstantName) => liveConstants().file[name] as number

/** The line `name` is declared on in src/config/constants.ts. */
export const lineOf = (name: ConstantName) => liveConstants().lines[name] ?? 0

/** Sets `values` on every copy of the module in this window, so every importer reads them. */
export function setConstants(values: Partial<Record<ConstantName, number>>) {
  const live = liveConstants()
  for (const [name, value] of Object.entries(values)) {
    live.current[name] = value
    for (const set of live.setters) set(name, value)
  }
}

/** The CSS durations that are `name` (`HOVER_TRANSITION_MS` → `hover`). */
export const cssNamesOf = (name: ConstantName) =>
  (Object.entries(CSS_DURATIONS) as [CssDurationName, ConstantName][])
    .filter(([, constant]) => constant === name)
    .map(([cssName]) => cssName)

/** Sets the CSS durations to `values` on this document's root, as the timers read them. */
export function setCssDurations(values: Partial<Record<ConstantName, number>>) {
  for (const [cssName, constant] of Object.entries(CSS_DURATIONS) as [
    CssDurationName,
    ConstantName,
  ][]) {
    const value = values[constant]
    if (value !== undefined)
      document.documentElement.style.setProperty(durationVar(cssName), `${value}ms`)
  }
}
