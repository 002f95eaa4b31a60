import { useInsertionEffect, useRef, useState, ViewTransition, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { useFrameContent } from '@/layout/useFrameContent'
import { Header } from '@/layout/Header'
import { LoadFailed } from '@/components/delivery/LoadFailed'
import { FOOTER_ID } from '@/config/routes'
import { SiteDialogs } from '@/dialogs/SiteDialogs'
import { useRouteAnnouncement } from '@/hooks/useRouteAnnouncement'
import {
  askForFrameCode,
  FailureCopy,
  isDeliveryFailed,
  lazyNamed,
  navigationShown,
  slotOf,
} from '@/lib/delivery'

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

/** The shared frame of every page: skip link, header, main, footer, and the popups. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const location = useLocation()
  const { pathname } = location
  const frame = useFrameContent()
  // a location other than the one the page loaded with: a navigation inside the site has started,
  // and it waits for the parts outside <main> that have not hydrated yet, so their code is asked
  // for from this render, beside the new page's (lib/delivery/frameDemand.ts: the call only
  // starts downloads, once)
  const [landing] = useState(location)
  if (location.key !== landing.key) {
    // a part that could not get its code keeps its HTML for good, and a part outside <main> would
    // hold this navigation for ever: the new address (already in the bar) loads whole instead
    if (isDeliveryFailed()) window.location.reload()
    else askForFrameCode()
  }
  const announcer = useRouteAnnouncement()

  // spec §2.2: any route change scrolls the window to the top at once. The first load is no route
  // change: a reload, back/forward or a link to an anchor keeps the place the browser gives it.
  // It runs with the DOM change itself (an insertion effect), not after it: in a page transition
  // React holds the layout effects until the new page's images in view have loaded (up to 500 ms,
  // on a timer), and the new page must not show where the old one was scrolled meanwhile.
  // The navigation under way (its bar, `aria-busy`) is over as the new page shows, in the same
  // DOM change (lib/delivery/navigation.ts).
  const shownPath = useRef(pathname)
  useInsertionEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    navigationShown()
  }, [pathname])

  return (
    // the failure views' copy, for every part of the frame and the page (components/delivery)
    <FailureCopy value={frame.loading}>
      <a
        href="#main"
        className="sr-only-focusable fixed top-3 left-3 z-[70] rounded-pill bg-accent px-5 py-3 font-semibold text-ink"
      >
        {frame.skipToContent}
      </a>
      {/* the new page's title after a navigation inside the site (hooks/useRouteAnnouncement) */}
      <div
        ref={announcer}
        id="route-announcer"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
      />
      <Header />
      {/*
        Page transitions (docs/design.md "Motion"): a navigation is a React transition (the router updates
        in startTransition), so React runs it as a View Transition: the page that leaves fades out
        and the new one fades in (`page-exit` / `page-enter` in index.css, `duration-page`). Keyed
        by path, so only a route change animates; no state waits on it, and a browser without the
        API just shows the new page. No Suspense boundary inside: a new one would show its
        fallback in the transition, so the old page stays until the new page's code is there, and
        the fade is between the two pages.
      */}
      <ViewTransition key={pathname} default="none" enter="page-enter" exit="page-exit">
        <main id="main" tabIndex={-1} className="outline-none">
          <ErrorBoundary
            resetKey={pathname}
            fallback={<LoadFailed className="min-h-screen bg-ink pt-28" />}
          >
            {children}
          </ErrorBoundary>
        </main>
      </ViewTransition>
      <FooterSlot />
      {/* the popups of config/dialogs.ts, each behind its own boundary (dialogs/README.md) */}
      <SiteDialogs />
    </FailureCopy>
  )
}

/**
 * The footer behind its own boundary, without props (lib/delivery/slot.tsx): the layout's
 * re-renders never reach it while it waits for its code. Should that code fail twice, its HTML
 * stays as painted: its links are plain links.
 */
const FooterSlot = slotOf(Footer)
