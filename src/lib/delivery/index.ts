// The delivery room (README.md here): when a part's code is fetched, what holds a press until it
// runs, and what happens when it fails. Moving between pages is the moving room's (lib/moving/).
export { isDeliveryFailed, markDeliveryFailed } from './failure'
export { lazyNamed, lazyPart, type LazyPartOptions, type Preloadable } from './lazyPart'
export { FailedPart, FailureCopy, LoadOnApproach, OnDemand, type OnDemandProps } from './OnDemand'
export { slotOf } from './slot'
export { useHasHydrated } from './useHasHydrated'
