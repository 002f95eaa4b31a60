import { useEffect, type ReactNode } from 'react'
import { FailedPart } from '@/lib/delivery'
import { ResponseTimerProvider } from '@/hooks/useResponseTimer'
import { HYDRATED_ATTR } from '@/lib/hydrationMarks'
import { LoadFailed } from '@/components/delivery/LoadFailed'

// the status beside a part whose code failed to load twice (lib/delivery)
const failedPart = () => <LoadFailed />

/**
 * Providers every page shares, and the status beside a part that failed to load.
 * Marks the root once React has taken over the prerendered HTML.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(HYDRATED_ATTR, '')
  }, [])
  return (
    <FailedPart value={failedPart}>
      <ResponseTimerProvider>{children}</ResponseTimerProvider>
    </FailedPart>
  )
}
