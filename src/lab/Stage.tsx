import { useSyncExternalStore, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { fileValue, liveConstants, setConstants, setCssDurations } from './constants'
import { partOf } from './parts'
import { installReducedMotionSwitch, setReducedMotion } from './reducedMotion'
import { STAGE_PARTS, StageProviders } from './stageParts'
import type { LabStore } from './store'
import { atSpeed, LAB_TOKENS } from './tokens'

/**
 * A stage: one part of the site alone, in a frame of the lab's page whose width is the stage's
 * viewport (so the site's media queries follow it). It reads the lab's store: every token at
 * the lab's value (its override, or the file's) stretched by the card's speed, set on the
 * constants and the CSS durations alike; the reduced-motion switch; and the replay count. A
 * change of its part's tokens, of the switch or of the replay count draws the part afresh.
 */
export function startStage(partId: string): () => ReactNode {
  const lab = window.parent.__motionLab as LabStore | undefined
  const part = partOf(partId)
  const draw = STAGE_PARTS[partId]
  if (!lab || !part || !draw) throw new Error(`No stage "${partId}" (open the lab: /__motion)`)
  installReducedMotionSwitch()

  let drawn = ''
  let generation = 0
  const listeners = new Set<() => void>()
  const sync = () => {
    const state = lab.get()
    const speed = state.speeds[partId] ?? 1
    const values = Object.fromEntries(
      LAB_TOKENS.map((token) => [
        token.name,
        atSpeed(token, state.overrides[token.name] ?? fileValue(token.name), speed),
      ]),
    )
    setConstants(values)
    setCssDurations(values)
    setReducedMotion(state.isReduced)
    const next = JSON.stringify([
      part.tokens.map((name) => values[name]),
      state.isReduced,
      state.replays[partId] ?? 0,
    ])
    if (next === drawn) return
    drawn = next
    generation++
    for (const listener of listeners) listener()
  }
  sync()
  // the lab's page outlives its frames (a stage reloaded by the dev server): let go of it then
  const unsubscribe = lab.subscribe(sync)
  window.addEventListener('pagehide', unsubscribe, { once: true })
  // an edit of src/config/constants.ts: this window's copy took the file's new values
  liveConstants().changed = sync

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return function StageRoot() {
    const key = useSyncExternalStore(subscribe, () => generation)
    return (
      <MemoryRouter>
        <StageProviders>
          <main key={key} data-stage={partId} data-generation={key}>
            {draw()}
          </main>
        </StageProviders>
      </MemoryRouter>
    )
  }
}
