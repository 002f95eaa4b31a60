// The delivery room (README.md here): when a part's code is fetched, what holds a press until it
// runs, what happens when it fails, and what of the next page is fetched before a tap.
export { isDeliveryFailed, markDeliveryFailed } from './failure'
export { lazyNamed, lazyPart, type LazyPartOptions, type Preloadable } from './lazyPart'
export { FailedPart, FailureCopy, LoadOnApproach, OnDemand, type OnDemandProps } from './OnDemand'
export { slotOf } from './slot'
export { useHasHydrated } from './useHasHydrated'
export { Link, NavLink, SiteNavigation, startMoving, watchPageView } from './SiteLink'
export type { SitePages } from './prefetch'
