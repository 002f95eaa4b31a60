// The marks the app writes on the page about its own hydration: the only thing the early-input
// capture (src/app/boot/capture.ts) reads to decide whether React owns a control yet. No React
// internals: a unit is an element the app renders with HYDRATION_UNIT_ATTR, in the prerendered
// HTML as in the browser, and React attaches its ref (which writes HYDRATED_ATTR) in the commit
// that hydrates it, which for a band behind a Suspense boundary comes when its code has arrived.

/** Written on `#root` once the page has hydrated (the public mark that tests and tools read). */
export const HYDRATED_ATTR = 'data-hydrated'
/** Rendered on every unit: a band (Section), a form or a part with code of its own (the partner strip), each of which may hydrate on its own. */
export const HYDRATION_UNIT_ATTR = 'data-hydrates'

/** The ref that marks a unit hydrated: React attaches it in the commit that hydrates the unit. */
export function markHydrated(element: Element | null): void {
  element?.setAttribute(HYDRATED_ATTR, '')
}

/** Spread on a unit's element: `<section {...hydrationUnit}>`. */
export const hydrationUnit = { [HYDRATION_UNIT_ATTR]: '', ref: markHydrated } as const

/**
 * The event the early-input capture dispatches (bubbling) on a control whose press it holds: the
 * part of the page holding it fetches its code now, whether or not the visitor has scrolled near
 * it (lib/delivery/OnDemand.tsx), so the press is replayed as soon as possible.
 */
export const HYDRATION_REQUEST_EVENT = 'hydrationrequest'

/** A unit of the page that React has not hydrated yet, as a selector. */
export const PENDING_UNIT_SELECTOR = `[${HYDRATION_UNIT_ATTR}]:not([${HYDRATED_ATTR}])`

/**
 * Written on `#root` when a part of the page could not get its code (after its retry): that part
 * keeps its prerendered HTML for good, so from then on a form's submit goes out natively (its
 * `action`) instead of waiting to be replayed, and every navigation is a full page load
 * (lib/delivery/failure.ts, app/boot/capture.ts, layout/SiteLayout.tsx).
 */
export const DELIVERY_FAILED_ATTR = 'data-delivery-failed'

/**
 * Written on `#root` by the prerender: what a held press's alert says in the page's language
 * (content/loading), so the early-input capture carries no copy of its own.
 */
export const HELD_INPUT_ATTR = 'data-held-input'
