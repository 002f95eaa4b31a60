import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FULL_LOAD_FALLBACK_MS, NAVIGATION_FEEDBACK_MS } from '@/config/constants'
import { NAVIGATION_BUSY_ATTR, NAVIGATION_PROGRESS_ID } from '@/lib/moving/links'
import {
  followWith,
  fullLoadEstimateMs,
  isNavigating,
  showBusy,
  whilePending,
} from '@/lib/moving/navigation'
import { markDeliveryFailed } from '@/lib/delivery/failure'

// A tap on a link of the site (docs/moving.md): the router's navigate goes in the layout's
// transition at once; while React holds it, the bar from NAVIGATION_FEEDBACK_MS after the tap and
// a full load at the document's own first paint time (FULL_LOAD_FALLBACK_MS where jsdom cannot
// tell it); a cold tap, a tap after a part failed and a failed page are full loads. On the clock:
// 1 ms before and at each boundary.

/** A plain click on a link to `path`, with the options of the app's moving through the site. */
function click(path: string, overrides: Partial<Parameters<typeof followWith>[1]> = {}) {
  const link = document.createElement('a')
  link.href = `${window.location.origin}${path}`
  const event = {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    currentTarget: link,
    preventDefault: vi.fn(),
  }
  const options = {
    preload: vi.fn(() => Promise.resolve()),
    isPage: () => true,
    navigate: vi.fn(),
    // the layout's transition: the scope runs at once (React holds what it renders)
    inTransition: vi.fn((scope: () => unknown) => void scope()),
    fullLoad: vi.fn(),
    isFrameHere: () => true,
    ...overrides,
  }
  followWith(event, options)
  return { event, href: link.href, ...options }
}

const isBusy = () => ({
  bar: document.getElementById(NAVIGATION_PROGRESS_ID)!.hasAttribute(NAVIGATION_BUSY_ATTR),
  main: document.getElementById('main')!.getAttribute('aria-busy'),
})

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = `<div id="${NAVIGATION_PROGRESS_ID}"></div><main id="main"></main>`
})
afterEach(() => {
  whilePending()() // what a test left held is over
  vi.useRealTimers()
  document.getElementById('root')?.removeAttribute('data-delivery-failed')
})

describe('followWith (a click on a link of the site)', () => {
  it('goes inside the app at once, in the layout’s transition, and fetches what is missing', () => {
    const { event, navigate, inTransition, fullLoad, preload } = click('/about-us')
    expect(event.preventDefault).toHaveBeenCalled()
    expect(inTransition).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/about-us', {})
    expect(preload).toHaveBeenCalledWith('/about-us', expect.any(Function))
    expect(fullLoad).not.toHaveBeenCalled()
    expect(isNavigating()).toBe(true)
  })

  it('loads the address whole at once while a part of the frame still waits for its code', () => {
    const { event, navigate, fullLoad, preload, href } = click('/cases', {
      isFrameHere: () => false,
    })
    expect(event.preventDefault).toHaveBeenCalled()
    expect(fullLoad).toHaveBeenCalledExactlyOnceWith(href)
    expect(navigate).not.toHaveBeenCalled()
    expect(preload).not.toHaveBeenCalled()
    expect(isNavigating()).toBe(false)
  })

  it('loads the address whole at the tap once a part of the page could not load', () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="root"></div>')
    markDeliveryFailed(new Error('chunk failed'))
    const { navigate, fullLoad, href } = click('/contacts')
    expect(fullLoad).toHaveBeenCalledExactlyOnceWith(href)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a page whose code or copy failed (twice) becomes a full load of its address', async () => {
    const { navigate, fullLoad, href } = click('/services', {
      preload: vi.fn(() => Promise.reject(new Error('chunk failed'))),
    })
    expect(navigate).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(fullLoad).toHaveBeenCalledExactlyOnceWith(href)
  })

  it('leaves a click with a modifier, or to the page the visitor is on, to the router', () => {
    const here = click(window.location.pathname)
    expect(here.event.preventDefault).not.toHaveBeenCalled()
    expect(here.navigate).not.toHaveBeenCalled()
  })

  it('a language switch (whole) goes only once all of the page is here; a failure is told, the page stays', async () => {
    const onFailed = vi.fn()
    const failing = click('/lv', {
      whole: true,
      onFailed,
      preload: vi.fn(() => Promise.reject(new Error('chunk failed'))),
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(onFailed).toHaveBeenCalledTimes(1)
    expect(failing.navigate).not.toHaveBeenCalled()
    expect(failing.fullLoad).not.toHaveBeenCalled()

    const going = click('/ru', { whole: true })
    expect(going.navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(going.navigate).toHaveBeenCalledExactlyOnceWith('/ru', {})
  })
})

describe('whilePending (React holds the navigation)', () => {
  it(`shows the bar and aria-busy ${NAVIGATION_FEEDBACK_MS} ms after the tap, not before, until the page shows`, () => {
    click('/about-us')
    const shown = whilePending()
    vi.advanceTimersByTime(NAVIGATION_FEEDBACK_MS - 1)
    expect(isBusy()).toEqual({ bar: false, main: null })
    vi.advanceTimersByTime(1)
    expect(isBusy()).toEqual({ bar: true, main: 'true' })
    shown()
    expect(isBusy()).toEqual({ bar: false, main: null })
    expect(isNavigating()).toBe(false)
  })

  it('a navigation held as long as a full load takes becomes one, not 1 ms before', () => {
    const { fullLoad, href } = click('/about-us')
    whilePending()
    vi.advanceTimersByTime(FULL_LOAD_FALLBACK_MS - 1)
    expect(fullLoad).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fullLoad).toHaveBeenCalledExactlyOnceWith(href)
  })

  it('a page that shows in time is never loaded whole, and leaves no timer', () => {
    const { fullLoad } = click('/about-us')
    const shown = whilePending()
    vi.advanceTimersByTime(NAVIGATION_FEEDBACK_MS / 2)
    shown()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(FULL_LOAD_FALLBACK_MS)
    expect(fullLoad).not.toHaveBeenCalled()
  })

  it('the latest tap wins: held on, it becomes a full load at its own deadline, to its own address', () => {
    const first = click('/about-us')
    whilePending()
    const LATER_MS = 1000
    vi.advanceTimersByTime(LATER_MS)
    const second = click('/cases', { fullLoad: first.fullLoad })
    vi.advanceTimersByTime(FULL_LOAD_FALLBACK_MS - 1)
    expect(first.fullLoad).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(first.fullLoad).toHaveBeenCalledExactlyOnceWith(second.href)
  })

  it('a move the app did not start (back, forward) shows nothing', () => {
    const shown = whilePending()
    vi.advanceTimersByTime(FULL_LOAD_FALLBACK_MS)
    expect(isBusy()).toEqual({ bar: false, main: null })
    shown()
  })
})

describe('the full load’s time and the bar in the document', () => {
  it('is the document’s own first paint, or FULL_LOAD_FALLBACK_MS where it cannot tell', () => {
    const paint = (entries: { startTime: number }[]) =>
      ({ getEntriesByName: () => entries }) as unknown as Performance
    expect(fullLoadEstimateMs(paint([{ startTime: 812.5 }]))).toBe(812.5)
    expect(fullLoadEstimateMs(paint([]))).toBe(FULL_LOAD_FALLBACK_MS)
  })

  it('marks the bar and <main> while busy, and clears both', () => {
    showBusy(true)
    expect(isBusy()).toEqual({ bar: true, main: 'true' })
    showBusy(false)
    expect(isBusy()).toEqual({ bar: false, main: null })
  })
})
