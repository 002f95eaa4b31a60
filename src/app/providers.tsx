import { useEffect, type ReactNode } from 'react'
import { PopupsProvider } from '@/hooks/usePopups'
import { ResponseTimerProvider } from '@/hooks/useResponseTimer'
import { HYDRATED_ATTR } from '@/lib/hydrationMarks'

/** Providers every page shares. Marks the root once React has taken over the prerendered HTML. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(HYDRATED_ATTR, '')
  }, [])
  return (
    <ResponseTimerProvider>
      <PopupsProvider>{children}</PopupsProvider>
    </ResponseTimerProvider>
  )
}
