/**
 * What played on a stage (src/lab/README.md "How it works"): every animation the browser runs in
 * it (a CSS transition or animation, a Web Animation such as framer-motion's fades), as it
 * starts, read from the standard Web Animations API (`document.getAnimations()`); what
 * framer-motion draws frame by frame (a motion value written to an element's style: the
 * carousels' dim, a project card's height), from the style changes it makes; and the controls
 * that pause and scrub the first kind.
 */

/** One animation that played. */
export interface Played {
  /** what moved: a CSS property, an animation's name, or the properties of a Web Animation */
  what: string
  /** which element, in a few words */
  on: string
  kind: 'transition' | 'animation' | 'web' | 'frames'
  /** ms from the stage's first drawing */
  startMs: number
  durationMs: number
  delayMs: number
  easing: string
}

/** What a stage posts its lab about what played. */
export interface PlayedMessage {
  type: 'motion-lab-played'
  played: Played[]
}

/** What the lab tells a stage about its animations: pause, play, or show a point of them. */
export interface ControlMessage {
  type: 'motion-lab-control'
  control: 'pause' | 'play' | { at: number }
}

export const isPlayedMessage = (data: unknown): data is PlayedMessage =>
  typeof data === 'object' && data !== null && (data as PlayedMessage).type === 'motion-lab-played'

export const isControlMessage = (data: unknown): data is ControlMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as ControlMessage).type === 'motion-lab-control'

/** How many of the last animations a card lists. */
export const PLAYED_KEPT = 24

/** A style drawn frame by frame has ended when it has not changed for this long. */
const FRAMES_SETTLED_MS = 120

/** An element in a few words: its tag and its label, or the start of its text. */
function nameOf(target: Element | null): string {
  if (!target) return '—'
  const label =
    target.getAttribute('aria-label') ??
    target.getAttribute('data-testid') ??
    target.textContent?.trim().replace(/\s+/g, ' ').slice(0, 28) ??
    ''
  return `${target.tagName.toLowerCase()}${label ? ` “${label}”` : ''}`
}

/** The animation as a line of the list, its start measured from `since`. */
export function describe(animation: Animation, since: number): Played {
  const effect = animation.effect as KeyframeEffect | null
  const timing = effect?.getComputedTiming()
  const kind =
    'transitionProperty' in animation
      ? 'transition'
      : 'animationName' in animation
        ? 'animation'
        : 'web'
  const what =
    kind === 'transition'
      ? (animation as CSSTransition).transitionProperty
      : kind === 'animation'
        ? (animation as CSSAnimation).animationName
        : [
            ...new Set(
              (effect?.getKeyframes() ?? []).flatMap((frame) =>
                Object.keys(frame).filter(
                  (key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key),
                ),
              ),
            ),
          ].join(', ')
  return {
    what,
    on: nameOf(effect?.target ?? null),
    kind,
    startMs: Math.round(performance.now() - since),
    durationMs: Math.round(Number(timing?.duration ?? 0)),
    delayMs: Math.round(timing?.delay ?? 0),
    easing: (timing?.easing ?? 'linear').replace(/\s+/g, ' '),
  }
}

/** The properties a `style` attribute's text sets, with their values. */
const stylesOf = (style: string | null) =>
  new Map(
    (style ?? '')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  )

/**
 * Watches `document` for animations and calls `onPlayed` with each: a Web Animation as it starts
 * (on the CSS events, and each frame for those that fire none); a style drawn frame by frame once
 * it settles (its element's inline style changed on several frames, then not for
 * `FRAMES_SETTLED_MS`). Returns the stop.
 */
export function watchAnimations(onPlayed: (played: Played) => void): () => void {
  const since = performance.now()
  const seen = new WeakSet<Animation>()
  // the Web Animations of each element, to the end of their course: framer-motion writes an
  // animation's last value to the element's style when it ends, which is no jump of its own
  const animated = new Map<Element, { what: string; untilMs: number }[]>()
  const look = () => {
    for (const animation of document.getAnimations()) {
      if (seen.has(animation)) continue
      seen.add(animation)
      const played = describe(animation, since)
      onPlayed(played)
      const target = (animation.effect as KeyframeEffect | null)?.target
      if (target && played.kind === 'web')
        animated.set(target, [
          ...(animated.get(target) ?? []),
          { what: played.what, untilMs: played.startMs + played.delayMs + played.durationMs },
        ])
    }
  }
  /** Whether `what` set on `element` at `atMs` is the end of a Web Animation of it. */
  const isAnimationEnd = (element: Element, what: string, atMs: number) =>
    (animated.get(element) ?? []).some(
      (run) =>
        what.split(', ').every((name) => run.what.includes(name)) &&
        atMs >= run.untilMs - FRAMES_SETTLED_MS &&
        atMs <= run.untilMs + FRAMES_SETTLED_MS,
    )
  // the elements whose inline style is changing: when it began, its last change, what changed
  const drawing = new Map<
    Element,
    { first: number; last: number; changes: number; what: Set<string> }
  >()
  const observer = new MutationObserver((records) => {
    const now = performance.now()
    for (const { target, oldValue } of records) {
      if (!(target instanceof Element)) continue
      const before = stylesOf(oldValue)
      const after = stylesOf(target.getAttribute('style'))
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
        (name) => before.get(name) !== after.get(name) && !name.startsWith('--'),
      )
      if (changed.length === 0) continue
      const entry = drawing.get(target) ?? {
        first: now,
        last: now,
        changes: 0,
        what: new Set<string>(),
      }
      entry.last = now
      entry.changes++
      for (const name of changed) entry.what.add(name)
      drawing.set(target, entry)
    }
  })
  observer.observe(document.body, {
    attributes: true,
    attributeFilter: ['style'],
    attributeOldValue: true,
    subtree: true,
  })
  const settle = () => {
    const now = performance.now()
    for (const [element, entry] of drawing) {
      if (now - entry.last < FRAMES_SETTLED_MS) continue
      drawing.delete(element)
      const what = [...entry.what].join(', ')
      const startMs = Math.round(entry.first - since)
      if (entry.changes === 1 && isAnimationEnd(element, what, startMs)) continue
      // one change is a value set at once (a jump), several are a drawing
      onPlayed({
        what,
        on: nameOf(element),
        kind: 'frames',
        startMs,
        durationMs: entry.changes > 1 ? Math.round(entry.last - entry.first) : 0,
        delayMs: 0,
        easing: entry.changes > 1 ? 'drawn frame by frame' : 'set at once',
      })
    }
  }
  document.addEventListener('transitionrun', look, true)
  document.addEventListener('animationstart', look, true)
  let frame = requestAnimationFrame(function tick() {
    look()
    settle()
    frame = requestAnimationFrame(tick)
  })
  return () => {
    document.removeEventListener('transitionrun', look, true)
    document.removeEventListener('animationstart', look, true)
    observer.disconnect()
    cancelAnimationFrame(frame)
  }
}

/**
 * Pauses every animation running in the document, plays them on, or shows them all at `at` (0 to
 * 1) of their course, paused. The stage's timers run on: what a timer decides still happens.
 */
export function controlAnimations(control: ControlMessage['control']) {
  for (const animation of document.getAnimations()) {
    if (control === 'play') animation.play()
    else animation.pause()
    if (typeof control === 'object') {
      const timing = animation.effect?.getComputedTiming()
      // a looping animation (the navigation bar's sweep): a point of one course
      const end = Number(timing?.endTime ?? 0)
      const course = Number.isFinite(end)
        ? end
        : (timing?.delay ?? 0) + Number(timing?.duration ?? 0)
      animation.currentTime = control.at * course
    }
  }
}
