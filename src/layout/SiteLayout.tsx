import { useInsertionEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { LoadFailed } from '@/components/delivery/LoadFailed'
import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { useFrameContent } from '@/layout/useFrameContent'
import { Header } from '@/layout/Header'
import { PageViews } from '@/layout/PageViews'
import { FOOTER_ID, ROUTE_ANNOUNCER_ID } from '@/config/routes'
import { SiteDialogs } from '@/dialogs/SiteDialogs'
import { FailureCopy, lazyNamed, slotOf } from '@/lib/delivery'
import { SiteNavigation } from '@/lib/moving'

/**
 * The footer: links and facts, prerendered; its code comes when the visitor nears it (it shows
 * the visitor's year) or heads for another page, since it outlives navigations
 * (lib/delivery/frameDemand.ts). It holds no control that needs the app: its links work as plain links
 * until then.
 */
const Footer = lazyNamed(() => import('@/layout/Footer'), 'Footer', {
  when: (demand) => demand.whenNearOrNavigating(FOOTER_ID),
  whenFresh: 'keep',
})

/**
 * The shared frame of every page: skip link, header, main (the page, and the pages rendered
 * ahead: `routes`, the router's table), footer, and the popups.
 */
export function SiteLayout({ routes }: { routes: ReactNode }) {
  const location = useLocation()
  const { pathname } = location
  const frame = useFrameContent()
  // a location other than the one the page loaded with: the visitor has moved inside the site
  const [landingKey] = useState(location.key)
  const hasMoved = location.key !== landingKey

  // spec §2.2: any route change scrolls the window to the top at once. The first load is no route
  // change (nor a way back to it): a reload, back/forward to it or a link to an anchor keeps the
  // place the browser gives it. It runs with the DOM change itself (an insertion effect): the new
  // page's first frame is at the top.
  useInsertionEffect(() => {
    if (hasMoved) scrollTo({ top: 0, behavior: 'instant' })
    // (a new path only: `hasMoved` is read with it)
  }, [pathname])

  return (
    // the failure views' copy, for every part of the frame and the page (components/delivery);
    // the site's navigations, held by React (lib/moving/SiteLink.tsx)
    <FailureCopy value={frame.loading}>
      <SiteNavigation>
        <a
          href="#main"
          className="sr-only-focusable fixed top-3 left-3 z-[70] rounded-pill bg-accent px-5 py-3 font-semibold text-ink"
        >
          {frame.skipToContent}
        </a>
        {/* the new page's title after a navigation inside the site (lib/moving/announce.ts) */}
        <div id={ROUTE_ANNOUNCER_ID} aria-live="polite" aria-atomic="true" className="sr-only" />
        <Header />
        {/* from the first navigation on, a page that shows enters (`page-enter`, src/index.css) */}
        <main
          id="main"
          tabIndex={-1}
          className="outline-none"
          data-pages-enter={hasMoved || undefined}
        >
          <ErrorBoundary
            resetKey={pathname}
            fallback={<LoadFailed className="min-h-screen bg-ink pt-28" />}
          >
            <PageViews routes={routes} />
          </ErrorBoundary>
        </main>
        <FooterSlot />
        {/* the popups of config/dialogs.ts, each behind its own boundary (dialogs/README.md) */}
        <SiteDialogs />
      </SiteNavigation>
    </FailureCopy>
  )
}

/**
 * The footer behind its own boundary, without props (lib/delivery/slot.tsx): the layout's
 * re-renders never reach it while it waits for its code. Should that code fail twice, its HTML
 * stays as painted: its links are plain links.
 */
const FooterSlot = slotOf(Footer)
