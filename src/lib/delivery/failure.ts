import { DELIVERY_FAILED_ATTR } from '@/lib/hydrationMarks'

// What is painted stays (docs/product.md "The first seconds of a visit"): a part whose code could not
// load keeps its prerendered HTML, and the page says so on #root, where the early-input capture
// reads it (app/boot/capture.ts): forms then submit natively; and a navigation loads its page
// whole (layout/SiteLayout.tsx).

const rootOf = (doc: Document) => doc.getElementById('root')

/** Marks the page as one with a part that could not load (once; the mark stays). */
export function markDeliveryFailed(error?: unknown, doc: Document = document): void {
  const root = rootOf(doc)
  if (!root || root.hasAttribute(DELIVERY_FAILED_ATTR)) return
  if (error !== undefined) console.error(error)
  root.setAttribute(DELIVERY_FAILED_ATTR, '')
}

/** Whether a part of this page could not load. */
export function isDeliveryFailed(doc: Document = document): boolean {
  return !!rootOf(doc)?.hasAttribute(DELIVERY_FAILED_ATTR)
}
