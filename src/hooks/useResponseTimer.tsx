import { createContext, useContext, type ReactNode } from 'react'
import { useCountdown, type Countdown } from '@/hooks/useCountdown'

const ResponseTimerContext = createContext<Countdown | null>(null)

/** The home page's response timer, shared by the popup, the newsletter and the contact section. */
export function ResponseTimerProvider({ children }: { children: ReactNode }) {
  const countdown = useCountdown()
  return <ResponseTimerContext value={countdown}>{children}</ResponseTimerContext>
}

/** The shared response timer (spec §4 "Response timer"). */
export function useResponseTimer(): Countdown {
  const timer = useContext(ResponseTimerContext)
  if (!timer) throw new Error('useResponseTimer needs <ResponseTimerProvider> (app/providers.tsx)')
  return timer
}
