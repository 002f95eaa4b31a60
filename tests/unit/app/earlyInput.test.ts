import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REPLAY_POLL_MS } from '@/config/constants'
import { captureEarlyInput, HELD_INPUT_ATTRIBUTE, isHydrated } from '@/app/earlyInput'

// A fresh document per test (the capture listens on it for good), with the page's root in it.
let doc: Document
/** React's root fiber (tag 3), committed: the top of every tree in these tests. */
const root = { tag: 3, flags: 0, alternate: null, return: null }
/**
 * What React does to an element it hydrates: its fiber under `__reactFiber$<random>`, first
 * while the hydration is still to be committed (an ancestor flagged Hydrating, 4096), then
 * committed (the flag cleared).
 */
function hydrate<T extends Element>(element: T, { isCommitted = true } = {}) {
  const pass = { tag: 5, flags: isCommitted ? 0 : 4096, alternate: null, return: root }
  const fiber = { tag: 5, flags: 0, alternate: null, return: pass }
  return Object.assign(element, { __reactFiber$abc123: fiber, __reactProps$abc123: {} })
}

beforeEach(() => {
  vi.useFakeTimers()
  doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = `
    <div id="root">
      <button type="button" id="book">Get started</button>
      <form id="newsletter"><input type="email" name="email" required><button id="send">Submit</button></form>
    </div>
    <button type="button" id="outside">Outside the app</button>`
})
afterEach(() => {
  vi.useRealTimers()
})
const byId = <T extends HTMLElement>(id: string) => doc.getElementById(id) as T

describe('input before the app (issue 18)', () => {
  it('holds a click on a button React has not hydrated, and replays it once it has', () => {
    const held = captureEarlyInput(doc)
    const button = byId<HTMLButtonElement>('book')
    const onClick = vi.fn()
    button.addEventListener('click', () => isHydrated(button) && onClick())
    button.click()
    expect(held).toHaveLength(1)
    expect(onClick).not.toHaveBeenCalled()
    expect(doc.documentElement.hasAttribute(HELD_INPUT_ATTRIBUTE)).toBe(true)
    vi.advanceTimersByTime(REPLAY_POLL_MS * 4)
    expect(onClick).not.toHaveBeenCalled()
    // hydrated but not committed yet: React would drop an event on it, so it waits
    hydrate(button, { isCommitted: false })
    vi.advanceTimersByTime(REPLAY_POLL_MS * 2)
    expect(onClick).not.toHaveBeenCalled()
    hydrate(button)
    vi.advanceTimersByTime(REPLAY_POLL_MS)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(held).toHaveLength(0)
    expect(doc.documentElement.hasAttribute(HELD_INPUT_ATTRIBUTE)).toBe(false)
    vi.advanceTimersByTime(REPLAY_POLL_MS * 10)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('lets through what React owns already, and what is not the app', () => {
    const held = captureEarlyInput(doc)
    const button = hydrate(byId<HTMLButtonElement>('book'))
    const onClick = vi.fn()
    button.addEventListener('click', onClick)
    button.click()
    byId<HTMLButtonElement>('outside').click()
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(held).toHaveLength(0)
  })

  it('holds a submit (no native GET with the fields in the URL) and sends it once, when the form has hydrated', () => {
    const held = captureEarlyInput(doc)
    const form = byId<HTMLFormElement>('newsletter')
    form.querySelector('input')!.value = 'early@example.lv'
    const submitted = vi.fn()
    form.addEventListener('submit', (event) => {
      if (!isHydrated(form)) return
      event.preventDefault()
      submitted(new FormData(form).get('email'))
    })
    const native = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(native)
    expect(native.defaultPrevented).toBe(true)
    // a second press of the button before the form hydrates is the same request
    const again = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(again)
    expect(again.defaultPrevented).toBe(true)
    expect(held).toHaveLength(1)
    hydrate(form)
    vi.advanceTimersByTime(REPLAY_POLL_MS)
    expect(submitted).toHaveBeenCalledExactlyOnceWith('early@example.lv')
  })

  it('a replayed submit that React does not take is held again, never sent natively', () => {
    const held = captureEarlyInput(doc)
    const form = byId<HTMLFormElement>('newsletter')
    form.querySelector('input')!.value = 'early@example.lv'
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    // the last word on the replayed submit (no handler of React's here): was the native one stopped?
    const replayed: boolean[] = []
    doc.addEventListener('submit', (event) => replayed.push(event.defaultPrevented))
    hydrate(form)
    vi.advanceTimersByTime(REPLAY_POLL_MS)
    expect(replayed).toEqual([true])
    expect(held).toHaveLength(1)
  })

  it("a submit button's click is left to the form's submit", () => {
    const held = captureEarlyInput(doc)
    const send = byId<HTMLButtonElement>('send')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    send.dispatchEvent(click)
    expect(held.filter((item) => item.kind === 'click')).toHaveLength(0)
  })

  it('drops what was held for an element that left the page', () => {
    const held = captureEarlyInput(doc)
    byId('book').click()
    byId('book').remove()
    vi.advanceTimersByTime(REPLAY_POLL_MS)
    expect(held).toHaveLength(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
