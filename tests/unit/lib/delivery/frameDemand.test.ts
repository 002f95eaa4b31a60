import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  fetchFrameCode,
  resetFrameDemand,
  whenDialogNeeded,
  whenNavigating,
  whenNearOrNavigating,
} from '@/lib/delivery/frameDemand'
import { isSiteLink } from '@/lib/delivery/links'

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

describe('a navigation’s intent', () => {
  const press = (id: string, type = 'pointerdown') =>
    document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }))

  it('a press, a mouse over or focus on a link of the site asks for the frame’s code', async () => {
    for (const type of ['pointerdown', 'pointerover', 'focusin']) {
      resetFrameDemand()
      const navigating = whenNavigating()
      press('home', type)
      expect(await isSettled(navigating), type).toBe(true)
    }
  })

  it('a press on a button, a link out of the site or one to a new tab asks for nothing', async () => {
    const navigating = whenNavigating()
    press('plain')
    press('out')
    press('tab')
    expect(await isSettled(navigating)).toBe(false)
  })

  it('a link counts by its origin and its target', () => {
    const origin = window.location.origin
    expect(isSiteLink(document.getElementById('home'), origin)).toBe(true)
    expect(isSiteLink(document.querySelector('footer a'), origin)).toBe(true)
    expect(isSiteLink(document.getElementById('out'), origin)).toBe(false)
    expect(isSiteLink(document.getElementById('tab'), origin)).toBe(false)
    expect(isSiteLink(document.getElementById('plain'), origin)).toBe(false)
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
