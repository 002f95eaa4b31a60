import { memo, Suspense, type ComponentType, type NamedExoticComponent } from 'react'

/**
 * The rule of this room, kept here once (docs/delivery.md "No new props while waiting"): a Suspense boundary
 * whose prerendered HTML is still waiting for its code takes any new props, or a new context
 * value, as an update, and React then renders it afresh instead of hydrating it: the painted HTML,
 * and what a visitor typed in it, is gone. So a part's boundary is a memoised component whose
 * props change only when the part really must change (a new language), and the parts above it
 * re-render it with equal props or not at all.
 *
 * `slotOf(Part)` is that boundary for a lazy part of the frame (a dialog, the footer, the phone
 * menu: `lazyPart(…, { when })`): its own Suspense boundary, with nothing in its place while it
 * has no HTML (a part rendered afresh shows when its code is here), memoised on its props.
 * `<OnDemand>` keeps the same rule for a page's parts (it memoises its boundary itself).
 */
export function slotOf<P extends object>(Part: ComponentType<P>): NamedExoticComponent<P> {
  return memo(function Slot(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  })
}
