import { useEffect, useId, useRef, useState } from 'react'
import type { ErrorPayload } from 'vite'
import { Button } from '@/components/primitives/Button'
import { BUILD_RECHECK_MS, CONSTANTS_MODULE, STAGE_PATH } from '@/config/lab'
import { durationVar } from '@/config/motionDurations'
import { cn } from '@/lib/cn'
import {
  isStageMessage,
  searchOf,
  SPEEDS,
  STAGE_WIDTHS,
  stageSearchOf,
  stateOf,
  type LabState,
  type Speed,
  type StageMessage,
  type StageWidth,
} from './address'
import { LAB_PARTS, type LabPart } from './parts'
import { isPlayedMessage, PLAYED_KEPT, type ControlMessage, type Played } from './played'
import { PlayedPanel } from './PlayedPanel'
import {
  BOUNDS,
  cssNamesOf,
  fileValueOf,
  isSameValue,
  isStretched,
  lineOf,
  sourceLine,
  textOf,
  tokenOf,
  unitLabel,
  valueOf,
  type LabToken,
  type TokenName,
  type TokenValue,
} from './tokens'

/** A change of the lab's state. */
type Update = (change: (state: LabState) => LabState) => void

/**
 * The lab's state, kept in the page's address (src/lab/address.ts): read from it once, written
 * back on each change (`replaceState`: a shareable link, kept across a reload). An override the
 * file has come to hold (its line pasted into constants.ts) is one no more.
 */
function useLabState(): [LabState, Update] {
  const [state, setState] = useState(() => stateOf(window.location.search))
  const overrides = Object.fromEntries(
    Object.entries(state.overrides).filter(
      ([name, value]) => !isSameValue(value, fileValueOf(name as TokenName)),
    ),
  )
  const current = { ...state, overrides }
  const search = searchOf(current)
  useEffect(() => {
    if (search !== window.location.search)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      )
  }, [search])
  return [current, (change) => setState((previous) => change(previous))]
}

/**
 * Whether src/config/constants.ts builds, asked of the dev server at each hot update (and at
 * Vite's own error event): while it does not (a line that does not parse), what is wrong, with
 * Vite's message when it sent one; asked again every `BUILD_RECHECK_MS` until it builds, and then
 * the page reloads (its address keeps every setting), as not every module may have taken the fix.
 */
function useBuildError(): string | null {
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    let isFailing = false
    let message = ''
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = async () => {
      clearTimeout(timer)
      const response = await fetch(`${CONSTANTS_MODULE}?t=${Date.now()}`).catch(() => null)
      if (response?.ok) {
        if (isFailing) window.location.reload()
        return
      }
      isFailing = true
      setError(message || `${CONSTANTS_MODULE.slice(1)} does not build (Vite's terminal says why)`)
      timer = setTimeout(() => void check(), BUILD_RECHECK_MS)
    }
    const onError = ({ err }: ErrorPayload) => {
      const where = /src\/[^\s:?]+\.tsx?(\?[^\s:]*)?:\d+:\d+/.exec(err.message)?.[0]
      message = `${where?.replace(/\?[^:]*/, '') ?? err.id ?? ''}: ${err.message.split('\n')[0]}`
      void check()
    }
    const onUpdate = () => void check()
    hot.on('vite:error', onError)
    hot.on('vite:beforeUpdate', onUpdate)
    return () => {
      clearTimeout(timer)
      hot.off('vite:error', onError)
      hot.off('vite:beforeUpdate', onUpdate)
    }
  }, [])
  return error
}

/** The motion lab's page (dev server only, src/lab/README.md). */
export function Lab() {
  const [state, update] = useLabState()
  const buildError = useBuildError()
  return (
    <div className="min-h-screen bg-paper text-text">
      <header className="bg-ink text-white">
        <div className="container-site grid gap-6 py-12 tablet:grid-cols-[1fr_auto] tablet:items-end">
          <div className="grid gap-3">
            <p className="text-eyebrow text-accent">Amberline AI · dev server</p>
            <h1 className="text-h1">Motion lab</h1>
            <p className="max-w-2xl text-lead text-white/70">
              Every motion of the site on a card of its own, drawn by the real section with the real
              copy, beside the numbers it reads. Change a number (Enter applies it) to see it at
              once; the address keeps it, to share or reload. To keep it for good, copy its line
              into <code className="text-white">src/config/constants.ts</code>: an edit of that file
              shows here too.
            </p>
          </div>
          <ReducedMotionSwitch
            isOn={state.isReduced}
            onChange={(isReduced) => update((s) => ({ ...s, isReduced }))}
          />
        </div>
      </header>
      <div role="alert" className="empty:hidden">
        {buildError && (
          <p className="bg-notice px-6 py-4 text-small text-ink">
            <strong>The dev server cannot build the site:</strong> {buildError}. The lab shows the
            last values that built, and reloads once the file is fixed (the address keeps what you
            set).
          </p>
        )}
      </div>
      <nav aria-label="Motions" className="border-b border-paper-line bg-white">
        <ul className="container-site flex gap-x-5 gap-y-2 overflow-x-auto py-4 text-small">
          {LAB_PARTS.map((part) => (
            <li key={part.id} className="shrink-0">
              <a
                href={`#${part.id}`}
                className="text-text-muted transition-colors duration-hover hover:text-ink"
              >
                {part.title.split(':')[0]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="container-site grid gap-10 py-12">
        {LAB_PARTS.map((part) => (
          <PartCard key={part.id} part={part} state={state} update={update} />
        ))}
      </main>
    </div>
  )
}

/** The reduced-motion switch: what visitors who asked for reduced motion get, on every stage. */
function ReducedMotionSwitch({
  isOn,
  onChange,
}: {
  isOn: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      onClick={() => onChange(!isOn)}
      className="flex items-center gap-3 rounded-pill border border-white/20 px-4 py-3 text-small transition-colors duration-hover hover:border-white/50"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-11 rounded-pill transition-colors duration-state',
          isOn ? 'bg-accent' : 'bg-white/20',
        )}
      >
        <span
          className={cn(
            'absolute top-1 left-1 size-4 rounded-circle bg-white transition-transform duration-state',
            isOn && 'translate-x-5',
          )}
        />
      </span>
      Reduced motion
    </button>
  )
}

/** One motion: its stage, its controls and its tokens. */
function PartCard({ part, state, update }: { part: LabPart; state: LabState; update: Update }) {
  const [replays, setReplays] = useState(0)
  const [played, setPlayed] = useState<Played[]>([])
  const [isComparing, setComparing] = useState(false)
  // the card's frames (a stable set: each frame adds itself)
  const [frames] = useState(() => new Set<HTMLIFrameElement>())
  const width = state.widths[part.id] ?? part.widths[0]!
  const speed = state.speeds[part.id] ?? 1
  const headingId = useId()
  const hasOverride = part.tokens.some((name) => state.overrides[name] !== undefined)
  // before: this part's tokens at the file's values (the rest of the lab as it is)
  const before: LabState = {
    ...state,
    overrides: Object.fromEntries(
      Object.entries(state.overrides).filter(([name]) => !part.tokens.includes(name as TokenName)),
    ),
  }
  const onPlayed = (more: readonly Played[]) =>
    setPlayed((list) => [...list, ...more].slice(-PLAYED_KEPT))
  const isShowingBoth = isComparing && hasOverride
  // the stages the card shows (what played is the lab's values')
  const stages: { state: LabState; label?: string; onPlayed?: typeof onPlayed }[] = isShowingBoth
    ? [
        { state: before, label: 'Before: the file’s values' },
        { state, label: 'After: the lab’s values', onPlayed },
      ]
    : [{ state, onPlayed }]
  const replay = () => {
    setPlayed([])
    setReplays(replays + 1)
  }
  const control = (control: ControlMessage['control']) => {
    const message: ControlMessage = { type: 'motion-lab-control', control }
    for (const frame of frames) frame.contentWindow?.postMessage(message, window.location.origin)
  }
  return (
    <article
      id={part.id}
      aria-labelledby={headingId}
      data-part={part.id}
      className="grid scroll-mt-8 gap-6 rounded-panel border border-paper-line bg-white p-5 shadow-card desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:p-8"
    >
      {/* the stage stays in view beside a long list of tokens */}
      <div className="grid content-start gap-4 desktop:sticky desktop:top-6 desktop:self-start">
        <div className="grid gap-2">
          <h2 id={headingId} className="text-h3">
            {part.title}
          </h2>
          <p className="max-w-3xl text-body text-text-muted">{part.what}</p>
        </div>
        {/* side by side when comparing: the file's values, then the lab's */}
        <div className={cn('grid gap-4', isShowingBoth && 'tablet:grid-cols-2')}>
          {stages.map((stage) => (
            <StageFrame
              key={stage.label ?? 'stage'}
              part={part}
              width={width}
              replays={replays}
              frames={frames}
              {...stage}
            />
          ))}
        </div>
        <PlayedPanel played={played} onControl={control} onClear={() => setPlayed([])} />
      </div>
      <div className="grid content-start gap-6">
        <div className="flex flex-wrap items-end gap-4">
          <Button onClick={replay}>Replay</Button>
          <Button
            variant="secondary"
            aria-pressed={isShowingBoth}
            disabled={!hasOverride}
            onClick={() => setComparing(!isComparing)}
          >
            Before / after
          </Button>
          <Choice
            legend="Speed"
            options={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
            value={speed}
            onChange={(value: Speed) =>
              update((s) => ({ ...s, speeds: { ...s.speeds, [part.id]: value } }))
            }
          />
          {part.widths.length > 1 && (
            <Choice
              legend="Width"
              options={part.widths.map((value) => ({
                value,
                label: `${value[0]!.toUpperCase()}${value.slice(1)} ${STAGE_WIDTHS[value]}`,
              }))}
              value={width}
              onChange={(value: StageWidth) =>
                update((s) => ({ ...s, widths: { ...s.widths, [part.id]: value } }))
              }
            />
          )}
        </div>
        <ul className="grid gap-4">
          {part.tokens.map((name) => (
            <li key={name}>
              <TokenControl
                token={tokenOf(name)}
                override={state.overrides[name]}
                update={update}
                speed={speed}
              />
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}

/** A choice of a few values, as a group of radio buttons drawn as a segmented control. */
function Choice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  const name = useId()
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-caption text-text-muted">{legend}</legend>
      <div className="flex overflow-hidden rounded-control border border-paper-line">
        {options.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer border-paper-line px-3 py-2 text-small transition-colors duration-hover not-first:border-l hover:bg-paper has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-signal"
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** How precise a control of this unit is. */
const STEP = { ms: 10, embla: 1, opacity: 0.05, easing: 0.01 } as const

/**
 * A token: its name, where it is declared, its value now (the file's, or the lab's over it) as a
 * number field, applied when typed out (Enter, or leaving the field) within its bounds, what it
 * plays at this card's speed, and the line for constants.ts to copy.
 */
function TokenControl({
  token,
  override,
  update,
  speed,
}: {
  token: LabToken
  override: TokenValue | undefined
  update: Update
  speed: number
}) {
  const file = fileValueOf(token.name)
  const value = override ?? file
  // what the field shows while it is typed in; the value otherwise (it follows a change made
  // elsewhere: another card, the address, an edit of the file)
  const [draft, setDraft] = useState<string | null>(null)
  const [copied, setCopied] = useState<string | null>(null)
  const fieldId = useId()
  const boundsId = useId()
  const line = sourceLine(token, value)
  const [min, max] = BOUNDS[token.unit]
  const isEasing = token.unit === 'easing'
  const typed = draft === null ? null : valueOf(token.unit, draft)
  const isInvalid = draft !== null && typed === null

  const apply = () => {
    if (draft === null || typed === null) return
    setDraft(null)
    update((s) => ({
      ...s,
      overrides: isSameValue(typed, file)
        ? omit(s.overrides, token.name)
        : { ...s.overrides, [token.name]: typed },
    }))
  }
  const reset = () => {
    setDraft(null)
    update((s) => ({ ...s, overrides: omit(s.overrides, token.name) }))
  }
  const copy = async () => {
    await navigator.clipboard.writeText(line)
    setCopied(line)
  }
  const css = cssNamesOf(token.name)

  return (
    <div
      data-token={token.name}
      className={cn(
        'grid gap-2 rounded-card border px-4 py-3 transition-colors duration-hover',
        override === undefined ? 'border-paper-line' : 'border-accent bg-accent-soft/40',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={fieldId} className="font-mono text-small font-semibold text-ink">
          {token.name}
        </label>
        <span className="text-caption text-text-muted">
          src/config/constants.ts:{lineOf(token.name)}
        </span>
      </div>
      <p className="text-small text-text-muted">
        {token.what}
        {css.length > 0 && (
          <>
            {' '}
            · CSS <code className="font-mono">{css.map(durationVar).join(', ')}</code>
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={fieldId}
          {...(isEasing
            ? { type: 'text', inputMode: 'text', spellCheck: false }
            : { type: 'number', inputMode: 'decimal', min, max, step: STEP[token.unit] })}
          value={draft ?? textOf(value)}
          aria-invalid={isInvalid || undefined}
          aria-describedby={boundsId}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply()
            if (event.key === 'Escape') setDraft(null)
          }}
          className={cn(
            'rounded-control border px-3 py-2 text-body tabular focus-visible:border-ink',
            isEasing ? 'w-52' : 'w-28',
            isInvalid ? 'border-notice-line bg-notice' : 'border-paper-line',
          )}
        />
        <span className="text-small text-text-muted">{unitLabel[token.unit]}</span>
        {speed !== 1 && typeof value === 'number' && isStretched(token) && (
          <span className="text-small text-text-muted" data-at-speed>
            plays as {Math.round(value / speed)} at {speed}×
          </span>
        )}
        {override !== undefined && (
          <Button variant="link" onClick={reset}>
            Reset to {textOf(file)}
          </Button>
        )}
      </div>
      <p
        id={boundsId}
        className={cn(
          'text-caption',
          isInvalid ? 'font-semibold text-accent-ink' : 'text-text-muted',
        )}
      >
        {isInvalid ? `Not applied: ` : ''}
        {isEasing
          ? `four numbers (x1, y1, x2, y2), x1 and x2 from ${min} to ${max}`
          : `${min}–${max} ${unitLabel[token.unit]}`}
        ; Enter or leaving the field applies it, Escape undoes the typing
      </p>
      {override !== undefined && (
        <div className="flex flex-wrap items-center gap-3">
          <code className="rounded-control bg-ink px-3 py-2 font-mono text-caption text-white select-all">
            {line}
          </code>
          <Button variant="link" onClick={() => void copy()}>
            Copy the line
          </Button>
          <span role="status" className="text-caption text-text-muted">
            {copied === line ? 'Copied' : ''}
          </span>
        </div>
      )}
    </div>
  )
}

const omit = <T extends object>(record: T, key: keyof T): T => {
  const rest = { ...record }
  delete rest[key]
  return rest
}

/**
 * The part's stage: a frame whose viewport is the chosen width (so the site's media queries and a
 * phone's swipes behave as on the site), drawn to fit the card. Its address holds the lab's state
 * when it opens; each change after is posted to it (and again when it says it is ready: a stage
 * reloaded by the dev server).
 */
function StageFrame({
  part,
  width,
  state,
  replays,
  frames,
  onPlayed,
  label,
}: {
  part: LabPart
  width: StageWidth
  state: LabState
  replays: number
  /** the card's frames, to post its controls to */
  frames: Set<HTMLIFrameElement>
  /** what played in it (src/lab/played.ts) */
  onPlayed?: (played: readonly Played[]) => void
  /** what it shows, beside another stage */
  label?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const [room, setRoom] = useState(0)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setRoom(entry!.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const search = stageSearchOf(part.id, state)
  const onPlayedRef = useRef(onPlayed)
  useEffect(() => {
    onPlayedRef.current = onPlayed
  })
  useEffect(() => {
    const element = frame.current
    if (!element) return
    frames.add(element)
    return () => void frames.delete(element)
  }, [frames])
  // the address the frame opens at; what changes after is posted
  const [src] = useState(() => `${STAGE_PATH}${search}`)
  useEffect(() => {
    const message: StageMessage = { type: 'motion-lab', search, replays }
    const post = () => frame.current?.contentWindow?.postMessage(message, window.location.origin)
    post()
    const onReady = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return
      if (isStageMessage(event.data)) post()
      if (isPlayedMessage(event.data)) onPlayedRef.current?.(event.data.played)
    }
    window.addEventListener('message', onReady)
    return () => window.removeEventListener('message', onReady)
  }, [search, replays])
  const px = STAGE_WIDTHS[width]
  const scale = room > 0 ? Math.min(1, room / px) : 1
  return (
    <div ref={box} className="overflow-hidden rounded-card border border-paper-line bg-paper">
      <div style={{ height: part.height * scale }}>
        <iframe
          ref={frame}
          title={`Stage: ${part.title}`}
          src={src}
          width={px}
          height={part.height}
          data-stage-frame={part.id}
          className="block origin-top-left border-0 bg-white"
          style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
      <p className="border-t border-paper-line px-4 py-2 text-caption text-text-muted">
        {label && <span className="font-semibold text-ink">{label} · </span>}
        {px} px wide{scale < 1 ? `, drawn at ${Math.round(scale * 100)} %` : ''}
      </p>
    </div>
  )
}
