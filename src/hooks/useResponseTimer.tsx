import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import {
  createCountdown,
  useCountdown,
  type Countdown,
  type CountdownState,
} from '@/hooks/useCountdown'

const ResponseTimerContext = createContext<Countdown | null>(null)

/**
 * The home page's response timer, shared by the popup, the newsletter and the contact section.
 * Its context value is the countdown store, which never changes (see useCountdown).
 */
export function ResponseTimerProvider({ children }: { children: ReactNode }) {
  const [countdown] = useState(() => createCountdown())
  useEffect(() => () => countdown.stop(), [countdown])
  return <ResponseTimerContext value={countdown}>{children}</ResponseTimerContext>
}

function useTimerStore(): Countdown {
  const countdown = use(ResponseTimerContext)
  if (!countdown)
    throw new Error('useResponseTimer needs <ResponseTimerProvider> (app/providers.tsx)')
  return countdown
}

/** Starts (restarts) the response timer (spec §4); the function never changes. */
export function useStartResponseTimer(): () => void {
  return useTimerStore().start
}

/** The response timer as it shows now (spec §4 "Response timer"). */
export function useResponseTimer(): CountdownState {
  return useCountdown(useTimerStore())
}
