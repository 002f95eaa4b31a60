/** REPLAY_POLL_MS of src/config/constants.ts (vite.config.ts `define`: boot.ts imports nothing). */
declare const __REPLAY_POLL_MS__: number

// Input that comes before React owns its control (the pattern of Angular's event replay and
// Google's JSAction). boot.ts installs this at the first paint, long before the app's code has
// arrived: a click on a button, or a form's submit, whose element React has not hydrated yet is
// held (the submit never goes out natively, so the fields never land in the URL) and replayed on
// the same element as soon as React has hydrated it, exactly once. Links, fields, <details> and
// labels work without JavaScript and are left alone; so is everything React already owns, which
// it handles itself. While something is held, <html data-held-input> tells the app to hydrate the
// parts below the first screen at once (src/lib/belowFold.ts).

/** The attribute on <html> that says input is waiting for its control to hydrate. */
export const HELD_INPUT_ATTRIBUTE = 'data-held-input'

interface Fiber {
  alternate: Fiber | null
  flags: number
  return: Fiber | null
  tag: number
}
/** React's Placement | Hydrating flags, and the tag of its root (react-dom 19's values). */
const NOT_YET_IN_PAGE = 4098
const HOST_ROOT = 3

/**
 * Whether React owns an element and would handle an event on it: it has React's fiber (the key
 * `__reactFiber$<random>`, which hydration writes as it goes, before it commits) and that fiber
 * is committed, as React DOM 19's own `getNearestMountedFiber` decides before dispatching an
 * event: no fiber on its way up that is still being placed or hydrated, and a root at the top.
 * Prerendered HTML that React has not reached yet has no fiber.
 */
export function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'))
  const fiber = key ? (element as unknown as Record<string, Fiber | undefined>)[key] : undefined
  if (!fiber) return false
  let mounted: Fiber | null = fiber
  let node = fiber
  for (let next: Fiber | null = fiber; next && !next.alternate; next = next.return) {
    node = next
    if (node.flags & NOT_YET_IN_PAGE) mounted = node.return
  }
  while (node.return) node = node.return
  return node.tag === HOST_ROOT && mounted === fiber
}

type Held =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'submit'; element: HTMLFormElement; submitter: HTMLElement | null }

/** The control a click is meant for, when it needs JavaScript (a button that is not a submit). */
function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const control = target.closest<HTMLElement>('button, [role="button"]')
  if (!control?.closest('#root')) return null
  // a submit button's work is its form's submit, held on its own
  if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return null
  return control
}

/** Starts holding early input on `doc` and replaying it; returns what is held (for tests). */
export function captureEarlyInput(doc: Document = document): Held[] {
  const held: Held[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  // the submit being replayed, and whether React let it through unhandled (then it is held again)
  let replaying: HTMLFormElement | null = null
  let isUnhandled = false

  const replay = () => {
    timer = undefined
    for (let i = 0; i < held.length;) {
      const item = held[i]!
      if (!item.element.isConnected) held.splice(i, 1)
      else if (!isHydrated(item.element)) i++
      else {
        held.splice(i, 1)
        if (item.kind === 'click') item.element.click()
        else {
          replaying = item.element
          isUnhandled = false
          item.element.requestSubmit(item.submitter)
          replaying = null
          if (isUnhandled) held.splice(i++, 0, item)
        }
      }
    }
    if (held.length) timer = setTimeout(replay, __REPLAY_POLL_MS__)
    else doc.documentElement.removeAttribute(HELD_INPUT_ATTRIBUTE)
  }
  const hold = (event: Event, item: Held) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(item)
    doc.documentElement.setAttribute(HELD_INPUT_ATTRIBUTE, '')
    timer ??= setTimeout(replay, __REPLAY_POLL_MS__)
  }

  doc.addEventListener(
    'click',
    (event) => {
      const control = controlOf(event.target)
      if (control && !isHydrated(control)) hold(event, { kind: 'click', element: control })
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
      if (!(form instanceof HTMLFormElement) || isHydrated(form)) return
      // a second submit of the same form before it hydrates is the same request: sent once
      if (held.some((item) => item.element === form)) {
        event.preventDefault()
        event.stopImmediatePropagation()
        return
      }
      const { submitter } = event as SubmitEvent
      hold(event, { kind: 'submit', element: form, submitter })
    },
    true,
  )
  return held
}
