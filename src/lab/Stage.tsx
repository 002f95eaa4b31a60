import { useEffect, useLayoutEffect, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { maxWidthQuery } from '@/config/constants'
import {
  CSS_DURATIONS,
  cubicBezier,
  durationVar,
  EASE_SOFT_VAR,
  type CssDurationName,
} from '@/config/motionDurations'
import { useMediaQuery } from '@/hooks/useMediaQuery'
import { MotionProvider } from '@/motion/MotionProvider'
import {
  MOTION_TIMINGS,
  MotionSettingsContext,
  type Easing,
  type MotionSettings,
  type MotionTimingName,
} from '@/motion/timings'
import { isStageMessage, STAGE_WIDTHS, stateOf, type StageMessage } from './address'
import { mouseAsFinger } from './finger'
import { partOf } from './parts'
import {
  controlAnimations,
  isControlMessage,
  watchAnimations,
  type Played,
  type PlayedMessage,
} from './played'
import { StagePart } from './stageParts'
import { atSpeed, fileValueOf, LAB_TOKENS, type TokenName, type TokenValue } from './tokens'

/** The attribute under which lab.css applies the stylesheet's reduced-motion rules. */
const REDUCED_ATTRIBUTE = 'data-lab-reduced'

/**
 * A stage: one part of the site alone, in a frame of the lab's page whose width is the stage's
 * viewport (so the site's media queries follow it), or opened on its own. Its address holds the
 * lab's state (src/lab/address.ts); the lab's page posts the next one (`postMessage`). The part is
 * drawn inside the motion settings (motion/timings.ts) with every token at the lab's value (its
 * override, or the file's) stretched by the part's speed, and reduced motion as the switch says;
 * the CSS durations are set on this document's root, as the theme reads them. A change of the
 * part's tokens, of the switch or of its replay count draws the part afresh.
 */
export function Stage({ partId }: { partId: string }) {
  const [message, setMessage] = useState<Omit<StageMessage, 'type'>>({
    search: window.location.search,
    replays: 0,
  })
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin) return
      if (isStageMessage(event.data)) setMessage(event.data)
      if (isControlMessage(event.data)) controlAnimations(event.data.control)
    }
    window.addEventListener('message', onMessage)
    // in the lab's page: ask for its state (it may have changed since this address was written)
    if (window.parent !== window) {
      const ready: StageMessage = { type: 'motion-lab', search: window.location.search, replays: 0 }
      window.parent.postMessage(ready, window.location.origin)
    }
    return () => window.removeEventListener('message', onMessage)
  }, [])

  const state = stateOf(message.search)
  const speed = state.speeds[partId] ?? 1
  const values = Object.fromEntries(
    LAB_TOKENS.map((token) => [
      token.name,
      atSpeed(token, state.overrides[token.name] ?? fileValueOf(token.name), speed),
    ]),
  ) as Record<TokenName, TokenValue>
  const part = partOf(partId)
  // the part's own tokens, the switch and the replays: a new key draws the part afresh
  const key = JSON.stringify([
    part?.tokens.map((name) => values[name]),
    state.isReduced,
    message.replays,
  ])
  const settings: MotionSettings = {
    ...MOTION_TIMINGS,
    ...Object.fromEntries(
      (Object.keys(MOTION_TIMINGS) as MotionTimingName[])
        .filter((name): name is MotionTimingName & TokenName => name in values)
        .map((name) => [name, values[name]]),
    ),
    reducedMotion: state.isReduced,
  }

  // the CSS side: the durations the theme reads, and the stylesheet's reduced-motion rules
  useLayoutEffect(() => {
    const root = document.documentElement
    for (const [cssName, constant] of Object.entries(CSS_DURATIONS) as [
      CssDurationName,
      TokenName,
    ][])
      root.style.setProperty(durationVar(cssName), `${String(values[constant])}ms`)
    root.style.setProperty(EASE_SOFT_VAR, cubicBezier(values.EASE_SOFT as Easing))
    root.toggleAttribute(REDUCED_ATTRIBUTE, state.isReduced)
  })

  // what plays, told to the lab's page a frame at a time (src/lab/played.ts)
  useEffect(() => {
    if (window.parent === window) return
    let batch: Played[] = []
    let frame = 0
    const stop = watchAnimations((played) => {
      batch.push(played)
      frame ||= requestAnimationFrame(() => {
        const message: PlayedMessage = { type: 'motion-lab-played', played: batch }
        window.parent.postMessage(message, window.location.origin)
        batch = []
        frame = 0
      })
    })
    return () => {
      stop()
      cancelAnimationFrame(frame)
    }
  }, [])

  // a phone's stage (the card's width, chosen at any time): a mouse drag is a finger's
  // (src/lab/finger.ts)
  const isPhone = useMediaQuery(maxWidthQuery(STAGE_WIDTHS.phone))
  useEffect(() => (isPhone ? mouseAsFinger() : undefined), [isPhone])

  // how many times the part has been drawn (the tests and the lab read it: data-generation)
  const [generation, setGeneration] = useState({ key, count: 1 })
  if (generation.key !== key) setGeneration({ key, count: generation.count + 1 })

  if (!part) return <p className="p-6">No part “{partId}”: open the lab at /__motion.</p>
  return (
    <MemoryRouter>
      <MotionSettingsContext value={settings}>
        <MotionProvider>
          <main key={key} data-stage={partId} data-generation={generation.count}>
            <StagePart id={partId} />
          </main>
        </MotionProvider>
      </MotionSettingsContext>
    </MemoryRouter>
  )
}
