import { HELD_INPUT_MAX_MS } from '@/config/constants'
import {
  DELIVERY_FAILED_ATTR,
  HELD_INPUT_ATTR,
  HYDRATED_ATTR,
  HYDRATION_REQUEST_EVENT,
  PENDING_UNIT_SELECTOR,
} from '@/lib/hydrationMarks'

// Input that comes before React owns its control (the pattern of Angular's event replay and
// Google's JSAction). A click on a button, or a form's submit, in a part of the page the app has
// not hydrated yet is held (a submit never goes out natively, so the fields never land in the
// URL) and replayed on the same element once the app has marked that part hydrated
// (lib/hydrationMarks.ts), exactly once; holding it asks that part for its code at once
// (`HYDRATION_REQUEST_EVENT`), so a part the visitor has not scrolled near yet loads now. Links,
// fields, <details>, labels and the buttons that open or close a dialog (`commandfor`) work
// without JavaScript and are left alone. A held press waits HELD_INPUT_MAX_MS at most; then the visitor is
// told it did not go through.
// Once a part of the page could not get its code (`DELIVERY_FAILED_ATTR` on #root, lib/delivery/failure.ts),
// a form not yet hydrated submits natively (its `action` delivers without the app), and a held
// submit goes out so.

type Held =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; element: HTMLFormElement; submitter: HTMLElement | null }

/** Whether the app has taken over the part of the page that `element` is in (its own marks). */
export function isReady(element: Element): boolean {
  const root = element.closest('#root')
  return !!root?.hasAttribute(HYDRATED_ATTR) && !element.closest(PENDING_UNIT_SELECTOR)
}

/** Whether a part of the page `element` is in could not get its code (lib/delivery/failure.ts). */
const isDeliveryFailed = (element: Element) =>
  !!element.closest('#root')?.hasAttribute(DELIVERY_FAILED_ATTR)

/** The control a click is meant for, when it needs JavaScript (a button that is not a submit). */
function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const control = target.closest<HTMLElement>('button, [role="button"]')
  if (!control?.closest('#root')) return null
  // a button that opens or closes a dialog does so from the platform (its `commandfor`, or the
  // inline fallback where the browser lacks it), before the app too
  if (control.hasAttribute('commandfor')) return null
  // a submit button's work is its form's submit, held on its own
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null
  return control
}

/** Submits a held form again, from the button the visitor pressed when there was one. */
function submitAgain({ element, submitter }: Extract<Held, { kind: 'submit' }>) {
  if (submitter) element.requestSubmit(submitter)
  else element.requestSubmit()
}

export interface CaptureOptions {
  /** how long a press waits for its part of the page */
  maxWaitMs?: number
}

/**
 * Starts holding early input on `doc` and replaying it when the app has marked its part of the
 * page hydrated; returns what is held (for tests).
 */
export function captureEarlyInput(
  doc: Document = document,
  { maxWaitMs = HELD_INPUT_MAX_MS }: CaptureOptions = {},
): Held[] {
  const win = doc.defaultView ?? window
  const held: Held[] = []
  let observer: MutationObserver | null = null
  // the submit being replayed, and whether React let it through unhandled (then it waits on)
  let replaying: HTMLFormElement | null = null
  let isUnhandled = false

  const replay = () => {
    for (let i = 0; i < held.length;) {
      const item = held[i]!
      if (!item.element.isConnected) held.splice(i, 1)
      else if (item.kind === 'submit' && !isReady(item.element) && isDeliveryFailed(item.element)) {
        // it goes out natively now (the capture lets a submit in a failed page through)
        held.splice(i, 1)
        submitAgain(item)
      } else if (!isReady(item.element)) i++
      else {
        held.splice(i, 1)
        if (item.kind === 'click') item.element.click()
        else {
          replaying = item.element
          isUnhandled = false
          submitAgain(item)
          replaying = null
          if (isUnhandled) held.splice(i++, 0, item)
        }
      }
    }
    if (held.length === 0) {
      observer?.disconnect()
      observer = null
    }
  }
  const expire = (item: Held) => {
    const index = held.indexOf(item)
    if (index < 0) return
    held.splice(index, 1)
    // in the page's language: the prerender writes it on the root (content/loading)
    const message = doc.getElementById('root')?.getAttribute(HELD_INPUT_ATTR)
    if (message) win.alert(message)
  }
  const hold = (event: Event, item: Held) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    // the same press twice (a double click, Enter then the button) is one request
    if (held.some((other) => other.element === item.element)) return
    held.push(item)
    win.setTimeout(() => expire(item), maxWaitMs)
    // the part holding it fetches its code now, wherever the visitor is (lib/delivery/OnDemand.tsx)
    item.element.dispatchEvent(new win.CustomEvent(HYDRATION_REQUEST_EVENT, { bubbles: true }))
    if (observer) return
    // the app's marks (and parts it replaces) are what a held press waits for: no polling
    observer = new win.MutationObserver(replay)
    observer.observe(doc.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: [HYDRATED_ATTR, DELIVERY_FAILED_ATTR],
    })
  }

  doc.addEventListener(
    'click',
    (event) => {
      const control = controlOf(event.target)
      if (control && !isReady(control)) hold(event, { kind: 'click', element: control })
    },
    true,
  )
  // after React's own listener (on the root, below the document): a replayed submit that React
  // did not take (its form's handler always prevents the native one) never goes out natively
  doc.addEventListener('submit', (event) => {
    if (event.target !== replaying || event.defaultPrevented) return
    event.preventDefault()
    isUnhandled = true
  })
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof win.HTMLFormElement) || !form.closest('#root') || isReady(form)) return
      // its code may never come: the form's own action delivers it
      if (isDeliveryFailed(form)) return
      const { submitter } = event as SubmitEvent
      hold(event, { kind: 'submit', element: form, submitter: submitter ?? null })
    },
    true,
  )
  return held
}
