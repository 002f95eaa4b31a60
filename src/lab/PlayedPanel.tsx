import { useId, useState } from 'react'
import { Button } from '@/components/primitives/Button'
import type { ControlMessage, Played } from './played'

/**
 * What played on a card's stage (src/lab/played.ts), as a timeline: a row for each animation,
 * a bar from its start for its delay and duration, with what moved, on what, how long and in
 * which easing. A motion that jumps has no row (or a 0 ms one). Pause holds every animation of
 * the stage where it is; the slider then shows them all at a point of their course.
 */
export function PlayedPanel({
  played,
  onControl,
  onClear,
}: {
  played: readonly Played[]
  onControl: (control: ControlMessage['control']) => void
  onClear: () => void
}) {
  const [isPaused, setPaused] = useState(false)
  const [at, setAt] = useState(100)
  const scrubId = useId()
  const first = played[0]?.startMs ?? 0
  const span = Math.max(1, ...played.map((p) => p.startMs - first + p.delayMs + p.durationMs))
  const percent = (ms: number) => `${(ms / span) * 100}%`
  const toggle = () => {
    onControl(isPaused ? 'play' : 'pause')
    setPaused(!isPaused)
    setAt(100)
  }
  return (
    <section
      aria-label="What played"
      className="grid gap-3 rounded-card border border-paper-line p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-small font-semibold text-ink">What played</h3>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={toggle} aria-pressed={isPaused}>
            {isPaused ? 'Play' : 'Pause'}
          </Button>
          <Button variant="link" onClick={onClear}>
            Clear
          </Button>
        </div>
      </div>
      {isPaused && (
        <div className="grid gap-1">
          <label htmlFor={scrubId} className="text-caption text-text-muted">
            Each running animation at {at} % of its course
          </label>
          <input
            id={scrubId}
            type="range"
            min={0}
            max={100}
            value={at}
            onChange={(event) => {
              const next = Number(event.target.value)
              setAt(next)
              onControl({ at: next / 100 })
            }}
            className="accent-ink"
          />
        </div>
      )}
      {played.length === 0 ? (
        <p className="text-caption text-text-muted">
          Nothing yet: make the part move (hover, tap, wait for it), or Replay.
        </p>
      ) : (
        <ol className="grid gap-2" data-played>
          {played.map((p, index) => (
            <li key={index} className="grid gap-1" data-played-what={p.what}>
              <div className="relative h-2 rounded-pill bg-paper">
                <span
                  className="absolute inset-y-0 rounded-pill bg-accent-soft"
                  style={{ left: percent(p.startMs - first), width: percent(p.delayMs) }}
                />
                <span
                  className="absolute inset-y-0 min-w-0.5 rounded-pill bg-ink"
                  style={{
                    left: percent(p.startMs - first + p.delayMs),
                    width: percent(p.durationMs),
                  }}
                />
              </div>
              <p className="text-caption text-text-muted">
                <span className="font-mono text-ink">{p.what}</span> on {p.on}: {p.durationMs} ms
                {p.delayMs > 0 && ` after ${p.delayMs} ms`}, {p.easing}
                {p.durationMs === 0 && ' (jumps)'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
