// The delivery room (README.md here): when a part's code is fetched, what holds a press until it
// runs, and what happens when it fails. Everything outside the room comes in through this file.
export { isDeliveryFailed, markDeliveryFailed } from './failure'
export { fetchFrameCode, lazyNamed, lazyPart, type LazyPartOptions } from './lazyPart'
export { FailedPart, LoadOnApproach, OnDemand, type OnDemandProps } from './OnDemand'
export { slotOf } from './slot'
