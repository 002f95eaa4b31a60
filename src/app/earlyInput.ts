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

/**
 * Whether React owns an element: hydrating (or rendering) an element gives it React's props under
 * a key `__reactProps$<random>`; prerendered HTML that React has not reached yet has none.
 */
export const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'))

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

  const replay = () => {
    timer = undefined
    for (let i = 0; i < held.length;) {
      const item = held[i]!
      if (!item.element.isConnected) held.splice(i, 1)
      else if (!isHydrated(item.element)) i++
      else {
        held.splice(i, 1)
        if (item.kind === 'click') item.element.click()
        else item.element.requestSubmit(item.submitter)
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
