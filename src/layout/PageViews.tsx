import { Activity, memo, startTransition, useEffect, useState, type ReactNode } from 'react'
import { Routes, useLocation, type Location } from 'react-router-dom'
import { watchPageView } from '@/lib/moving'

/**
 * The page at the address, and beside it the pages rendered ahead (docs/moving.md "The next page
 * rendered before the tap"): each in React's `<Activity>` keyed by its path, hidden until the
 * visitor goes there. A hidden page runs no effect (so it counts, announces and fetches nothing
 * more), takes no focus and is outside the accessibility tree; the tap reveals it, state and all.
 * The visible page comes first, so `#main > section:first-child` is its first band. The first
 * render is the prerendered HTML's: the page alone.
 */
export function PageViews({ routes }: { routes: ReactNode }) {
  const location = useLocation()
  const { pathname } = location
  // the guesses of the page view at `from` (another's are let go)
  const [[from, ahead], setAhead] = useState<[from: string, paths: readonly string[]]>(['', []])
  // each page view is announced and its links watched (lib/moving/moving.ts), after the new
  // page's own effects; a guess costs idle time only: React renders a hidden page at its lowest
  // priority
  useEffect(
    () => watchPageView(pathname, (paths) => startTransition(() => setAhead([pathname, paths]))),
    [pathname],
  )
  return [pathname, ...(from === pathname ? ahead : [])].map((path) => {
    const isShown = path === pathname
    return (
      <Activity key={path} mode={isShown ? 'visible' : 'hidden'}>
        <PageView at={isShown ? location : path} routes={routes} />
      </Activity>
    )
  })
}

/**
 * One page: the router's routes at its address (`at`: the path of a page rendered ahead, or the
 * router's location for the page shown). Always given a location, so `<Routes>` renders the same
 * tree for both (it wraps its matches in a location of their own when given one): a page revealed
 * is the one rendered ahead, updated, not mounted afresh. Memoised: a page rendered ahead renders
 * once, whatever happens above it.
 */
const PageView = memo(function PageView({
  at,
  routes,
}: {
  at: Location | string
  routes: ReactNode
}) {
  return <Routes location={at}>{routes}</Routes>
})
