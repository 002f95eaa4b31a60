import { partOf } from './parts'
import { LAB_TOKENS, textOf, valueOf, type TokenName, type TokenValue } from './tokens'

/** The widths a part is drawn at (the stage's viewport, so the site's media queries follow). */
export const STAGE_WIDTHS = { phone: 390, tablet: 768, desktop: 1280 } as const
export type StageWidth = keyof typeof STAGE_WIDTHS

/** The slower speeds a card can play at: 0.25 stretches every time of its part four times. */
export const SPEEDS = [1, 0.5, 0.25, 0.1] as const
export type Speed = (typeof SPEEDS)[number]

/**
 * What the lab is set to, all of it kept in the page's address (so a link shares it and a reload
 * keeps it), and given to each stage in its own (src/lab/README.md "How it works").
 */
export interface LabState {
  /** the values set in the lab, over the file's */
  overrides: Partial<Record<TokenName, TokenValue>>
  /** each part's speed, by part id (1 unless set) */
  speeds: Record<string, Speed>
  /** each part's width, by part id (its first width unless set) */
  widths: Record<string, StageWidth>
  /** the reduced-motion switch */
  isReduced: boolean
}

export const EMPTY_STATE: LabState = { overrides: {}, speeds: {}, widths: {}, isReduced: false }

/** The value of token `name` a text is (within its bounds), or null: none, or no token. */
const tokenValueOf = (name: string, text: string) => {
  const token = LAB_TOKENS.find((candidate) => candidate.name === name)
  return token ? valueOf(token.unit, text) : null
}

/**
 * The lab's state from an address's query (`?PARTNER_ROTATION_MS=2000&speed.partners=0.25&
 * width.projects=phone&reduced`): what it cannot read (a name of no token, a value out of its
 * bounds, a speed or a width the part has not) is left out.
 */
export function stateOf(search: string): LabState {
  const params = new URLSearchParams(search)
  const state: LabState = {
    overrides: {},
    speeds: {},
    widths: {},
    isReduced: params.has('reduced'),
  }
  for (const [key, text] of params) {
    const [kind, id = ''] = key.split('.')
    const override = tokenValueOf(key, text)
    if (kind === 'speed' && SPEEDS.includes(Number(text) as Speed))
      state.speeds[id] = Number(text) as Speed
    else if (kind === 'width' && partOf(id)?.widths.includes(text as StageWidth))
      state.widths[id] = text as StageWidth
    else if (override !== null) state.overrides[key as TokenName] = override
  }
  return state
}

/** The query that holds `state`, in a stable order (the tokens', then the parts'). */
export function searchOf(state: LabState): string {
  const params = new URLSearchParams()
  for (const { name } of LAB_TOKENS) {
    const value = state.overrides[name]
    if (value !== undefined) params.set(name, textOf(value).replace(/ /g, ''))
  }
  for (const [id, speed] of Object.entries(state.speeds))
    if (speed !== 1) params.set(`speed.${id}`, String(speed))
  for (const [id, width] of Object.entries(state.widths)) params.set(`width.${id}`, width)
  if (state.isReduced) params.set('reduced', '')
  // a flag without a value (`reduced`), and an easing's commas as written (both read back the same)
  const search = params
    .toString()
    .replace(/=(&|$)/g, '$1')
    .replace(/%2C/g, ',')
  return search ? `?${search}` : ''
}

/**
 * The query of `partId`'s stage: the part, then the lab's state (a stage opened on its own, from
 * this address, draws the same).
 */
export const stageSearchOf = (partId: string, state: LabState) => {
  const rest = searchOf(state).slice(1)
  return `?part=${encodeURIComponent(partId)}${rest ? `&${rest}` : ''}`
}

/** What the lab's page posts to a stage when its state changes, or a replay is asked for. */
export interface StageMessage {
  type: 'motion-lab'
  /** the stage's query, as `stageSearchOf` writes it */
  search: string
  /** how many times the part was replayed: a new count draws it afresh */
  replays: number
}

export const isStageMessage = (data: unknown): data is StageMessage =>
  typeof data === 'object' && data !== null && (data as StageMessage).type === 'motion-lab'
