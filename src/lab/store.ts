import type { ConstantName } from './constants'

/** The widths a part is drawn at (the stage's viewport, so the site's media queries follow). */
export const STAGE_WIDTHS = { phone: 390, tablet: 768, desktop: 1280 } as const
export type StageWidth = keyof typeof STAGE_WIDTHS

/** The slower speeds a card can play at: 0.25 stretches every time of its part four times. */
export const SPEEDS = [1, 0.5, 0.25, 0.1] as const
export type Speed = (typeof SPEEDS)[number]

/** What the lab's page holds while it is open; each stage reads it. */
export interface LabState {
  /** the values set in the lab, over the file's (gone when the lab closes) */
  overrides: Partial<Record<ConstantName, number>>
  /** each part's speed, by part id (1 unless set) */
  speeds: Record<string, Speed>
  /** each part's width, by part id (its first width unless set) */
  widths: Record<string, StageWidth>
  /** how many times each part was replayed: a new count draws it afresh */
  replays: Record<string, number>
  /** the reduced-motion switch */
  isReduced: boolean
  /** how many times src/config/constants.ts was edited while the lab was open */
  edits: number
}

export interface LabStore {
  get: () => LabState
  set: (change: (state: LabState) => LabState) => void
  subscribe: (listener: () => void) => () => void
}

/** The lab page's store; its stages (same-origin frames) read it as `parent.__motionLab`. */
export function createLabStore(): LabStore {
  let state: LabState = {
    overrides: {},
    speeds: {},
    widths: {},
    replays: {},
    isReduced: false,
    edits: 0,
  }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(change) {
      state = change(state)
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

declare global {
  interface Window {
    /** the lab page's store, for its stages */
    __motionLab?: LabStore
  }
}
