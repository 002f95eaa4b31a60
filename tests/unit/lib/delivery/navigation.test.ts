import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FULL_LOAD_FALLBACK_MS, NAVIGATION_FEEDBACK_MS } from '@/config/constants'
import { NAVIGATION_BUSY_ATTR, NAVIGATION_PROGRESS_ID } from '@/lib/delivery/links'
import {
  beginNavigation,
  followWith,
  fullLoadEstimateMs,
  isNavigating,
  settleNavigation,
  showBusy,
} from '@/lib/delivery/navigation'

// A tap on a link of the site (README "Moving through the site"): the old page stays until the new
// one has what its first render needs; past NAVIGATION_FEEDBACK_MS the bar says so; past the time
// a full load would take, it becomes one; a failure becomes one. On the clock: 1 ms before and at
// each boundary.

const FULL_LOAD_MS = 500

/** A navigation whose load settles when the test says so. */
function start(overrides: Partial<Parameters<typeof beginNavigation>[0]> = {}) {
  let settle!: { resolve: () => void; reject: () => void }
  const load = () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject: () => reject(new Error('chunk failed')) }
    })
  const steps = {
    href: 'http://localhost/about-us',
    load,
    go: vi.fn(),
    fullLoad: vi.fn(),
    fullLoadMs: FULL_LOAD_MS,
    setBusy: vi.fn(),
    ...overrides,
  }
  const abandon = beginNavigation(steps)
  return { ...steps, abandon, settle: () => settle }
}

const busyStates = (setBusy: unknown) =>
  (setBusy as ReturnType<typeof vi.fn>).mock.calls.map(([isBusy]) => isBusy as boolean)

describe('beginNavigation', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    settleNavigation()
    vi.useRealTimers()
  })

  it('goes there at once when the page is here already: no bar, no full load', async () => {
    const nav = start({ load: () => Promise.resolve() })
    await vi.advanceTimersByTimeAsync(0)
    expect(nav.go).toHaveBeenCalledTimes(1)
    settleNavigation() // the layout shows the new page
    await vi.advanceTimersByTimeAsync(FULL_LOAD_MS * 2)
    expect(busyStates(nav.setBusy)).toEqual([false])
    expect(nav.fullLoad).not.toHaveBeenCalled()
  })

  it(`says it is busy ${NAVIGATION_FEEDBACK_MS} ms after the tap, not before, until the page shows`, async () => {
    const nav = start()
    await vi.advanceTimersByTimeAsync(NAVIGATION_FEEDBACK_MS - 1)
    expect(nav.setBusy).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(busyStates(nav.setBusy)).toEqual([true])
    nav.settle().resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(nav.go).toHaveBeenCalledTimes(1)
    // the router renders it; the bar stays until the layout shows it
    expect(busyStates(nav.setBusy)).toEqual([true])
    expect(isNavigating()).toBe(true)
    settleNavigation()
    expect(busyStates(nav.setBusy)).toEqual([true, false])
    expect(isNavigating()).toBe(false)
  })

  it('becomes a full load when the page has not come in the time a full load takes', async () => {
    const nav = start()
    await vi.advanceTimersByTimeAsync(FULL_LOAD_MS - 1)
    expect(nav.fullLoad).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(nav.fullLoad).toHaveBeenCalledWith('http://localhost/about-us')
    // the page's code coming later changes nothing
    nav.settle().resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(nav.go).not.toHaveBeenCalled()
  })

  it('becomes a full load at once when the page’s code failed (twice)', async () => {
    const nav = start()
    nav.settle().reject()
    await vi.advanceTimersByTimeAsync(0)
    expect(nav.fullLoad).toHaveBeenCalledTimes(1)
    expect(nav.go).not.toHaveBeenCalled()
  })

  it('with onFailed (a language switch), a failure leaves the page as it is and says so', async () => {
    const onFailed = vi.fn()
    const nav = start({ onFailed })
    nav.settle().reject()
    await vi.advanceTimersByTimeAsync(0)
    expect(onFailed).toHaveBeenCalledTimes(1)
    expect(nav.fullLoad).not.toHaveBeenCalled()
    expect(isNavigating()).toBe(false)
  })

  it('the latest tap wins: the first one’s page coming later does nothing', async () => {
    const first = start()
    const second = start({ href: 'http://localhost/cases' })
    first.settle().resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(first.go).not.toHaveBeenCalled()
    second.settle().resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(second.go).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(FULL_LOAD_MS)
    expect(first.fullLoad).not.toHaveBeenCalled()
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
    document.body.innerHTML = `<div id="${NAVIGATION_PROGRESS_ID}"></div><main id="main"></main>`
    const bar = document.getElementById(NAVIGATION_PROGRESS_ID)!
    const main = document.getElementById('main')!
    showBusy(true)
    expect(bar.hasAttribute(NAVIGATION_BUSY_ATTR)).toBe(true)
    expect(main.getAttribute('aria-busy')).toBe('true')
    showBusy(false)
    expect(bar.hasAttribute(NAVIGATION_BUSY_ATTR)).toBe(false)
    expect(main.hasAttribute('aria-busy')).toBe(false)
  })
})

describe('followWith (a click on a link of the site)', () => {
  afterEach(() => settleNavigation())

  /** A plain click on a link to `/about-us`, and the options of the app's moving through the site. */
  function click(isFrameHere: boolean) {
    const link = document.createElement('a')
    link.href = `${window.location.origin}/about-us`
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
      fullLoad: vi.fn(),
      isFrameHere: () => isFrameHere,
    }
    followWith(event, options)
    return { event, ...options }
  }

  it('goes inside the app once the frame’s code is all here', async () => {
    const { event, navigate, fullLoad } = click(true)
    expect(event.preventDefault).toHaveBeenCalled()
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/about-us', {}))
    expect(fullLoad).not.toHaveBeenCalled()
  })

  it('loads the address whole at once while a part of the frame still waits for its code', () => {
    const { event, navigate, fullLoad, preload } = click(false)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(fullLoad).toHaveBeenCalledWith(`${window.location.origin}/about-us`)
    expect(navigate).not.toHaveBeenCalled()
    expect(preload).not.toHaveBeenCalled()
    expect(isNavigating()).toBe(false)
  })
})
