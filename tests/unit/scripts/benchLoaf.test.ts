import { describe, expect, it } from 'vitest'
import {
  attributeFrame,
  chunkOf,
  describeFrame,
  frameVerdicts,
  framesDuring,
  largestOurScript,
  longFrames,
  ourScriptByFile,
  summariseLoadFrames,
  type FrameTiming,
  type TapFrameRow,
} from '../../../scripts/measure/bench/loaf.mjs'

// The bench's long animation frames (npm run bench, bench/loaf.mjs): each long frame's scripts
// by chunk against the rest of the frame, the most script of ours in one frame, and the verdicts.

const ORIGIN = 'http://127.0.0.1:4173'
const script = (file: string, duration: number, more: Partial<FrameTiming['scripts'][0]> = {}) => ({
  sourceURL: file.includes(':') ? file : `${ORIGIN}/assets/${file}`,
  invoker: 'MessagePort.onmessage',
  invokerType: 'event-listener',
  duration,
  forcedStyleAndLayoutDuration: 0,
  ...more,
})
const frame = (startTime: number, duration: number, scripts: FrameTiming['scripts'] = []) => ({
  startTime,
  duration,
  blockingDuration: Math.max(0, duration - 50),
  renderStart: startTime + duration - 10,
  styleAndLayoutStart: startTime + duration - 8,
  scripts,
})

describe('bench long animation frames: attribution', () => {
  it('names a script by its chunk file, an inline one by its page', () => {
    expect(chunkOf(`${ORIGIN}/assets/react-Bi8aYj_f.js`)).toBe('react-Bi8aYj_f.js')
    expect(chunkOf(`${ORIGIN}/about-us`)).toBe('inline /about-us')
    expect(chunkOf('')).toBe('(no source)')
  })

  it("splits a frame into its scripts (ours or not) and the rest, with the style and layout's start", () => {
    const f = attributeFrame(
      frame(1000, 120, [
        script('main-DLpNV_Xj.js', 70, {
          invoker: `${ORIGIN}/assets/main-DLpNV_Xj.js`,
          invokerType: 'module-script',
          forcedStyleAndLayoutDuration: 12,
        }),
        script('react-Bi8aYj_f.js', 20),
        script('chrome-extension://x/inject.js', 10),
      ]),
      ORIGIN,
    )
    expect(f.scriptMs).toBe(100)
    expect(f.ourScriptMs).toBe(90)
    expect(f.remainderMs).toBe(20)
    expect(f.styleAndLayoutMs).toBe(8)
    expect(f.styleAndLayoutAfter).toBe(112)
    // a module script's invoker is its own URL: not said twice
    expect(f.scripts[0]).toMatchObject({ file: 'main-DLpNV_Xj.js', invoker: '', forcedMs: 12 })
    expect(f.scripts[2]).toMatchObject({ file: 'inject.js', isOurs: false })
    expect(describeFrame(f, { since: 900 })).toBe(
      '+100 120 ms (blocking 70): main-DLpNV_Xj.js module-script 70 (forced style/layout 12); ' +
        'react-Bi8aYj_f.js event-listener "MessagePort.onmessage" 20; ' +
        '(not ours) inject.js event-listener "MessagePort.onmessage" 10 | rest 20 (style+layout 8 from +112)',
    )
  })

  it('keeps the frames of 50 ms or more in time order, and those a tap overlaps', () => {
    const frames = longFrames(
      [frame(500, 80), frame(100, 49), frame(200, 50, [script('a.js', 30)])],
      { origin: ORIGIN },
    )
    expect(frames.map((f) => f.at)).toEqual([200, 500])
    expect(framesDuring(frames, 260, 400).map((f) => f.at)).toEqual([])
    expect(framesDuring(frames, 240, 520).map((f) => f.at)).toEqual([200, 500])
    expect(largestOurScript(frames)).toBe(30)
    expect(largestOurScript([])).toBe(0)
  })

  it('sums our script by chunk across frames, largest first', () => {
    const frames = longFrames(
      [
        frame(0, 100, [script('a.js', 30), script('b.js', 60)]),
        frame(200, 100, [script('a.js', 40), script('http://elsewhere/c.js', 50)]),
      ],
      { origin: ORIGIN },
    )
    expect(ourScriptByFile(frames)).toEqual([
      { file: 'a.js', ms: 70, frames: 2 },
      { file: 'b.js', ms: 60, frames: 1 },
    ])
  })
})

describe('bench long animation frames: summaries and verdicts', () => {
  const load = (ours: number) => ({
    frames: longFrames([frame(0, 90, [script('a.js', ours)])], { origin: ORIGIN }),
  })

  it("takes the median of the loads' largest script of ours and lists the median load's frames", () => {
    const row = summariseLoadFrames('/', 'current', [
      load(80),
      { error: 'never hydrated' },
      load(20),
      load(40),
    ])
    expect(row.runs).toBe(3)
    expect(row.ourScriptMs).toBe(40)
    expect(row.ourScriptRuns).toEqual([80, 20, 40])
    expect(row.frames[0]?.ourScriptMs).toBe(40)
  })

  const budget = { ourScriptPerFrameMs: 50, tapToOpenMs: 100 }
  const tap = (
    moment: number,
    ourScriptMs: number,
    eventMs: number,
    toOpen: number,
  ): TapFrameRow => ({
    opener: 'booking',
    label: '"Get started"',
    moment,
    build: 'current',
    runs: 3,
    ourScriptMs,
    eventMs,
    toOpen,
  })

  it('holds the most script of ours in any frame, loads and taps, of the current build', () => {
    const loads = [
      summariseLoadFrames('/', 'current', [load(45)]),
      summariseLoadFrames('/', 'compare', [load(300)]),
    ]
    const within = frameVerdicts({ loadRows: loads, tapRows: [tap(0, 30, 80, 90)], budget })
    expect(within).toMatchObject({ ourScriptMs: 45, where: 'load /', scriptGate: true })
    const over = frameVerdicts({ loadRows: loads, tapRows: [tap(300, 64, 80, 90)], budget })
    expect(over).toMatchObject({ ourScriptMs: 64, where: '"Get started" +300', scriptGate: false })
  })

  it("holds each tap's Event Timing and its tap → open at the limit, each", () => {
    const { taps } = frameVerdicts({
      loadRows: [],
      tapRows: [tap(0, 0, 100, 100), tap(300, 0, 101, 40), tap(600, 0, 40, Infinity)],
      budget,
    })
    expect(taps.map((t) => t.gate)).toEqual([true, false, false])
    expect(frameVerdicts({ loadRows: [], tapRows: [], budget }).scriptGate).toBeNull()
  })
})
