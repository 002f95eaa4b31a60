import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  fetchFrameCode,
  isFrameHere,
  resetFrameDemand,
  track,
  whenDialogNeeded,
  whenNavigating,
  whenFrameHere,
  whenNearOrNavigating,
} from '@/lib/delivery/frameDemand'
import { FRAME_HERE_ATTR } from '@/lib/delivery/frameMark'

/** A stand-in IntersectionObserver: the test says when the watched element comes near. */
class FakeObserver {
  static last: FakeObserver | null = null
  watched: Element[] = []
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.watched.push(element)
  }
  disconnect() {}
  report() {
    this.callback(
      this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    )
  }
}

/** Whether `promise` has settled, once the microtasks queued so far have run. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false
  void promise.then(() => (settled = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

beforeEach(() => {
  resetFrameDemand()
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  document.body.innerHTML = `
    <header><a id="home" href="/">Home</a><a id="out" href="https://example.org/">Out</a>
      <a id="tab" href="/about-us" target="_blank">About</a><button id="plain">Menu</button></header>
    <dialog id="booking-dialog"></dialog><dialog id="site-menu"></dialog>
    <footer id="site-footer"><a href="/privacy-policy">Privacy</a></footer>`
  // jsdom lays nothing out: the footer counts as shown
  document.getElementById('site-footer')!.getClientRects = () => [{}] as unknown as DOMRectList
})
afterEach(() => {
  resetFrameDemand()
  vi.unstubAllGlobals()
})

describe('a dialog’s code', () => {
  it('is asked for when its dialog opens, not at the page’s load', async () => {
    const needed = whenDialogNeeded('booking-dialog')
    window.dispatchEvent(new Event('load'))
    expect(await isSettled(needed)).toBe(false)
    document.getElementById('site-menu')!.setAttribute('open', '')
    expect(await isSettled(needed)).toBe(false)
    document.getElementById('booking-dialog')!.setAttribute('open', '')
    expect(await isSettled(needed)).toBe(true)
  })

  it('is asked for when a navigation starts (the layout renders a new location)', async () => {
    const needed = whenDialogNeeded('booking-dialog', 'site-menu')
    expect(await isSettled(needed)).toBe(false)
    fetchFrameCode()
    expect(await isSettled(needed)).toBe(true)
  })

  it('is asked for at once where the page has no such dialog (a page rendered afresh)', async () => {
    expect(await isSettled(whenDialogNeeded('consultation-dialog'))).toBe(true)
  })
})

describe('the frame’s code, fetched', () => {
  it('once asked for, whatever the visitor does; resolves when every part has its code', async () => {
    const navigating = whenNavigating()
    document.getElementById('home')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(await isSettled(navigating)).toBe(false) // a press alone asks nothing here (lib/moving/)
    expect(await isSettled(fetchFrameCode())).toBe(true) // none waits
    expect(await isSettled(navigating)).toBe(true)
  })
})

describe('the footer’s code', () => {
  it('is asked for when the visitor nears the footer', async () => {
    const needed = whenNearOrNavigating('site-footer')
    window.dispatchEvent(new Event('load'))
    expect(await isSettled(needed)).toBe(false)
    FakeObserver.last!.report()
    expect(await isSettled(needed)).toBe(true)
  })

  it('is asked for when a navigation starts, before the visitor nears it', async () => {
    const needed = whenNearOrNavigating('site-footer')
    fetchFrameCode()
    expect(await isSettled(needed)).toBe(true)
  })

  it('is asked for at once where the page has no footer yet', async () => {
    expect(await isSettled(whenNearOrNavigating('no-such-footer'))).toBe(true)
  })
})

describe('the frame’s code all here', () => {
  /** A part's code that arrives (or fails) when the test says so. */
  function held() {
    let settle!: { resolve: () => void; reject: () => void }
    const code = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject: () => reject(new Error('chunk failed')) }
    })
    code.catch(() => undefined)
    return { code, settle: () => settle }
  }
  beforeEach(() => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="root"></div>')
  })
  const isMarked = () => document.getElementById('root')!.hasAttribute(FRAME_HERE_ATTR)

  it('is so until a part waits, and again only when the last part’s code has come', async () => {
    expect(isFrameHere()).toBe(true)
    const menu = held()
    const footer = held()
    void track(menu.code)
    void track(footer.code)
    const allHere = whenFrameHere()
    expect([isFrameHere(), isMarked()]).toEqual([false, false])
    menu.settle().resolve()
    expect(await isSettled(allHere)).toBe(false)
    expect([isFrameHere(), isMarked()]).toEqual([false, false])
    footer.settle().resolve()
    expect(await isSettled(allHere)).toBe(true)
    expect([isFrameHere(), isMarked()]).toEqual([true, true])
  })

  it('a part inside a dialog not hydrated yet (a card, nested in the popups’ part) keeps it from being so until it hydrates', async () => {
    document.getElementById('booking-dialog')!.innerHTML = '<form data-hydrates></form>'
    const popups = held()
    void track(popups.code)
    popups.settle().resolve()
    expect(await isSettled(whenFrameHere())).toBe(true)
    // the popups' code has come, its card has not hydrated
    expect([isFrameHere(), isMarked()]).toEqual([false, false])
    document.querySelector('#booking-dialog form')!.setAttribute('data-hydrated', '')
    await new Promise((resolve) => setTimeout(resolve, 0)) // the mutation observer's answer
    expect([isFrameHere(), isMarked()]).toEqual([true, true])
  })

  it('a part whose code failed waits no more (the page is marked failed instead)', async () => {
    const dialog = held()
    void track(dialog.code)
    dialog.settle().reject()
    expect(await isSettled(whenFrameHere())).toBe(true)
    expect(isFrameHere()).toBe(true)
  })
})
