import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureEarlyInput, isReady } from '@/app/boot/capture'
import { HELD_INPUT_MAX_MS } from '@/config/constants'
import { loadingContent } from '@/content/loading'
import { DELIVERY_FAILED_ATTR, HYDRATED_ATTR, markHydrated } from '@/lib/hydrationMarks'

// A fresh document per test (the capture listens on it for good), laid out as the prerender
// writes a page: the root, a band that hydrates with the page, a band and a form that hydrate on
// their own (units, lib/hydrationMarks.ts).
let doc: Document
let alert: ReturnType<typeof vi.fn>

beforeEach(() => {
  vi.useFakeTimers()
  doc = document.implementation.createHTMLDocument('page')
  doc.documentElement.lang = 'lv'
  alert = vi.fn()
  Object.defineProperty(doc.defaultView ?? window, 'alert', { value: alert, configurable: true })
  doc.body.innerHTML = `
    <div id="root" data-held-input="${loadingContent.lv.heldInputExpired}">
      <button type="button" id="book">Get started</button>
      <section data-hydrates id="band"><button type="button" id="next">Next</button><button type="button" id="consult" commandfor="dialog" command="show-modal">Consultation</button></section>
      <form data-hydrates id="newsletter"><input type="email" name="email" value="a@b.lv"><button id="send">Submit</button></form>
    </div>
    <button type="button" id="outside">Outside the app</button>`
})
afterEach(() => {
  vi.useRealTimers()
})
const byId = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T
/** What React does when it has hydrated the page: the root's mark (providers.tsx). */
const hydrateRoot = () => byId('root').setAttribute(HYDRATED_ATTR, '')
/** Mutation observers report in a microtask. */
const flush = () => Promise.resolve()

describe('input before the app: held, then replayed once, from the app’s own marks', () => {
  it('holds a click made before the page hydrated and replays it once the root is marked', async () => {
    const held = captureEarlyInput(doc)
    const onClick = vi.fn()
    const button = byId<HTMLButtonElement>('book')
    button.addEventListener('click', () => isReady(button) && onClick())
    button.click()
    button.click() // a double click is one press
    expect(held).toHaveLength(1)
    expect(onClick).not.toHaveBeenCalled()
    hydrateRoot()
    await flush()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(held).toHaveLength(0)
  })

  it('leaves a button that opens a dialog to the platform: its click is never held or cancelled', () => {
    const held = captureEarlyInput(doc)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    byId('consult').dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(held).toHaveLength(0)
  })

  it('holds a click in a band until that band is marked, even once the page has hydrated', async () => {
    hydrateRoot()
    const held = captureEarlyInput(doc)
    const onClick = vi.fn()
    byId('next').addEventListener('click', onClick)
    byId('next').click()
    expect(onClick).not.toHaveBeenCalled()
    byId('book').click() // the root's own parts are React's at once
    expect(held).toHaveLength(1)
    markHydrated(byId('band'))
    await flush()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('holds a submit (never sent natively) and replays it once, with what was typed', async () => {
    hydrateRoot()
    captureEarlyInput(doc)
    const form = byId<HTMLFormElement>('newsletter')
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', (event) => {
      if (isReady(form)) onSubmit(event)
    })
    const native = vi.fn()
    doc.addEventListener('submit', (event) => !event.defaultPrevented && native())
    form.requestSubmit(byId('send'))
    form.requestSubmit(byId('send')) // Enter, then the button: one request
    expect(native).not.toHaveBeenCalled()
    markHydrated(form)
    await flush()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(native).not.toHaveBeenCalled()
    expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe('a@b.lv')
  })

  it('leaves alone what is outside the app and what the app already owns', () => {
    const held = captureEarlyInput(doc)
    byId('outside').click()
    expect(held).toHaveLength(0)
  })

  it(`tells the visitor, in the page's language, after ${HELD_INPUT_MAX_MS} ms without the app, and forgets the press`, async () => {
    const held = captureEarlyInput(doc)
    const onClick = vi.fn()
    byId('book').addEventListener('click', onClick)
    byId('book').click()
    vi.advanceTimersByTime(HELD_INPUT_MAX_MS - 1)
    expect(alert).not.toHaveBeenCalled()
    expect(held).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(alert).toHaveBeenCalledExactlyOnceWith(loadingContent.lv.heldInputExpired)
    expect(held).toHaveLength(0)
    hydrateRoot()
    await flush()
    expect(onClick).not.toHaveBeenCalled()
  })

  it('drops a press whose control the app replaced, and says nothing later', async () => {
    const held = captureEarlyInput(doc)
    byId('next').click()
    byId('band').remove()
    hydrateRoot()
    await flush()
    expect(held).toHaveLength(0)
    vi.advanceTimersByTime(HELD_INPUT_MAX_MS)
    expect(alert).not.toHaveBeenCalled()
  })
})

describe('a page with a part that could not load: the platform takes over (lib/delivery/failure.ts)', () => {
  const failDelivery = () => byId('root').setAttribute(DELIVERY_FAILED_ATTR, '')

  it('lets a submit in a form that never hydrated go out natively, to its own action', () => {
    failDelivery()
    const held = captureEarlyInput(doc)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    byId('newsletter').dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(false)
    expect(held).toHaveLength(0)
  })

  it('sends a submit held before the failure natively once the page is marked, and tells no one it expired', async () => {
    const held = captureEarlyInput(doc)
    const form = byId<HTMLFormElement>('newsletter')
    const natives: boolean[] = []
    // after the capture's own listeners: whether the submit was left to the browser
    doc.addEventListener('submit', (event) => {
      natives.push(!event.defaultPrevented)
      event.preventDefault() // jsdom cannot navigate
    })
    form.requestSubmit()
    // held: the browser never saw it
    expect(held).toHaveLength(1)
    expect(natives).toEqual([])
    failDelivery()
    await flush()
    expect(held).toHaveLength(0)
    expect(natives).toEqual([true])
    vi.advanceTimersByTime(HELD_INPUT_MAX_MS)
    expect(alert).not.toHaveBeenCalled()
  })
})
