import { useCallback, useEffect, useState } from 'react'
import { RESPONSE_TIMER_SECONDS, RESPONSE_TIMER_TICK_MS } from '@/config/constants'

export interface Countdown {
  /** seconds left, from `seconds` down to 0 */
  secondsLeft: number
  /** true from a start until 0 is reached */
  isActive: boolean
  /** (re)starts at the full length */
  start: () => void
}

/**
 * A countdown that ticks down by one every `tickMs` from `seconds` to 0 and stops there
 * (DECISIONS "Response timer"). A new start restarts it at the full length.
 */
export function useCountdown({
  seconds = RESPONSE_TIMER_SECONDS,
  tickMs = RESPONSE_TIMER_TICK_MS,
}: { seconds?: number; tickMs?: number } = {}): Countdown {
  const [secondsLeft, setSecondsLeft] = useState(seconds)
  const [runId, setRunId] = useState(0)
  const isActive = runId > 0 && secondsLeft > 0

  // one interval per run; it ends when 0 is reached (isActive turns false) or on a restart
  useEffect(() => {
    if (!isActive) return
    const id = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), tickMs)
    return () => clearInterval(id)
  }, [isActive, runId, tickMs])

  const start = useCallback(() => {
    setSecondsLeft(seconds)
    setRunId((n) => n + 1)
  }, [seconds])

  return { secondsLeft, isActive, start }
}

/** 600 → "10:00", 59 → "00:59": minutes and two-digit seconds. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const m = Math.floor(totalSeconds / 60)
  const s = totalSeconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}
