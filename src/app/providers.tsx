import { useEffect, type ReactNode } from 'react'
import { FailedPart, type FailedPartProps } from '@/components/Deferred'
import { PopupsProvider } from '@/hooks/usePopups'
import { ResponseTimerProvider } from '@/hooks/useResponseTimer'
import { HYDRATED_ATTR } from '@/lib/hydrationMarks'
import { LoadFailed } from '@/layout/LoadFailed'

// the notice a part whose code failed to load twice shows in its place (components/Deferred)
const failedPart = (props: FailedPartProps) => <LoadFailed {...props} />

/**
 * Providers every page shares, and the notice a part that failed to load shows in its place.
 * Marks the root once React has taken over the prerendered HTML.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(HYDRATED_ATTR, '')
  }, [])
  return (
    <FailedPart value={failedPart}>
      <ResponseTimerProvider>
        <PopupsProvider>{children}</PopupsProvider>
      </ResponseTimerProvider>
    </FailedPart>
  )
}
