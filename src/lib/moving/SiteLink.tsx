import {
  createContext,
  startTransition,
  use,
  useEffect,
  useTransition,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type TransitionStartFunction,
} from 'react'
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate } from 'react-router-dom'
import type * as Moving from './moving'
import type { SitePages } from './prefetch'

/** moving.ts once it is here (`startMoving`): what a tap on a link does, what is fetched ahead. */
let moving: typeof Moving | null = null
let movingLoad: Promise<typeof Moving> | null = null

/**
 * Fetches moving.ts (its own chunk, ~2 KiB) as the page hydrates, like frameDemand.ts, and hands
 * it the router's pages: it fetches nothing ahead before the page's `load`. Until it is here, a
 * plain click on a link to another page loads it whole (`useFollow`).
 */
export const startMoving = (pages: SitePages): Promise<typeof Moving> =>
  (movingLoad ??= import('./moving').then((module) => {
    module.watchPages(pages, pageView)
    return (moving = module)
  }))

/** The page view shown, as the layout last told it (`watchPageView`). */
let pageView: Parameters<typeof Moving.viewShown> | undefined

/**
 * A page view shows (the layout, as its address changes): its links are watched for what to fetch
 * and render ahead (moving.ts), and `onAhead` is told the pages to render ahead of it; once
 * moving.ts is here.
 */
export function watchPageView(...view: Parameters<typeof Moving.viewShown>): void {
  pageView = view
  moving?.viewShown(...view)
}

/**
 * The layout's transition, in which a link's tap goes (`SiteNavigation`); outside it (a part drawn
 * alone) React's own, whose pending state nothing reads.
 */
const Going = createContext<TransitionStartFunction>(startTransition)

/**
 * Holds the site's navigations (docs/moving.md "React holds the wait"): a link's tap runs the
 * router's navigate in this transition, so React keeps the old page until the new one can show,
 * and its pending state drives the bar, `aria-busy` and the full load past a full load's time
 * (navigation.ts `whilePending`). Its own component, so the pending state renders nothing else;
 * the context's value, React's `startTransition`, never changes (it reaches parts still waiting
 * for their code: docs/delivery.md "No new props while waiting").
 */
export function SiteNavigation({ children }: { children: ReactNode }) {
  const [isPending, startNavigation] = useTransition()
  useEffect(() => (isPending ? moving?.pending() : undefined), [isPending])
  return <Going value={startNavigation}>{children}</Going>
}

/** How a link of the site goes (navigation.ts `FollowOptions`, beside the router's props). */
interface HowItGoes {
  /**
   * the new page shows only whole: all of it, below its first screen too, and when that cannot
   * load, the page stays as it is and `onFailed` is told (a language switch), not a full load
   */
  whole?: boolean
  onFailed?: () => void
}
type LinkProps = ComponentProps<typeof RouterLink> & HowItGoes
type NavLinkProps = ComponentProps<typeof RouterNavLink>

/**
 * The click handler of a link of the site: navigation.ts `followLink` once moving.ts is here.
 * Before that, a plain click on a link to another page loads it whole: the frame's code is not
 * here yet, and a navigation would wait for it, longer than a full load (docs/moving.md "A cold
 * tap is a full load"). A click the link's own handler took, one with a modifier and one to the
 * page the visitor is on are the router's.
 */
function useFollow({ onClick, replace, state }: LinkProps | NavLinkProps, how?: HowItGoes) {
  const inTransition = use(Going)
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (moving) return moving.followLink(event, { navigate, inTransition, replace, state, ...how })
    // a modifier opens a tab or a window (links.ts `isPlainClick`, whose button test a `click`
    // needs not: only the main button fires one); written out, as importing links.ts would put
    // 0.2 KiB more in the first load
    const { href, pathname } = event.currentTarget
    if (event.defaultPrevented || event.metaKey || event.ctrlKey) return
    if (event.shiftKey || event.altKey || pathname === location.pathname) return
    event.preventDefault()
    location.assign(href)
  }
}

/**
 * The router's `<Link>` for a link of the site: its click goes in the layout's transition
 * (navigation.ts), never showing a blank or a half-drawn page. Every in-site link is one of these
 * (a lint rule, house/delivery-room, keeps the router's own out of the rest of the code).
 */
export function Link({ whole, onFailed, ...props }: LinkProps) {
  return <RouterLink {...props} onClick={useFollow(props, { whole, onFailed })} />
}

/** The router's `<NavLink>` (a link that knows it is the current page's), as `Link` above. */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink {...props} onClick={useFollow(props)} />
}
