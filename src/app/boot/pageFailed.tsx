import { createRoot } from 'react-dom/client'
import { DeliveryStatus } from '@/components/delivery/LoadFailed'
import { loadFrameContent } from '@/content/navigation'
import type { Locale } from '@/content/types'
import { markDeliveryFailed } from '@/lib/delivery'

/**
 * A page whose own code could not load (main.tsx does not hydrate it): marks it and puts the
 * status line, in the page's language, after its first band, in the flow: the visitor sees it
 * under the first screen, and nothing of the page moves under it or is covered.
 */
export function showPageFailed(locale: Locale, error: unknown) {
  markDeliveryFailed(error)
  // its copy comes with the frame's, loaded beside the page's code (should it fail too, the page
  // goes on without the line)
  void loadFrameContent(locale).then(
    ({ loading }) => {
      const place = document.createElement('div')
      document.querySelector('#main > *')?.after(place)
      createRoot(place).render(<DeliveryStatus copy={loading} />)
    },
    () => undefined,
  )
}
