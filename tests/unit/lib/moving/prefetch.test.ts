import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LINK_INTENT_REST_MS, PREFETCH_BUDGET_BYTES } from '@/config/constants'
import {
  bytesFetchedSince,
  createByteBudget,
  mayPrefetch,
  prefetchPath,
  prefetchPathBands,
  watchPrefetch,
} from '@/lib/moving/prefetch'
import { FakeObserver, stubIntersectionObserver } from '../../support/intersection'

// Moving through the site (README): what of the next page is fetched before the tap, and when.

describe('the line: nothing ahead on Save-Data, only intent on a 2G-slow line', () => {
  it.each([
    [undefined, 'intent', true],
    [undefined, 'idle', true],
    [{ effectiveType: '4g' }, 'idle', true],
    [{ effectiveType: '3g' }, 'idle', true],
    [{ saveData: true, effectiveType: '4g' }, 'intent', false],
    [{ saveData: true, effectiveType: '4g' }, 'idle', false],
    [{ effectiveType: '2g' }, 'intent', true],
    [{ effectiveType: '2g' }, 'idle', false],
    [{ effectiveType: 'slow-2g' }, 'idle', false],
  ] as const)('%j, %s → %s', (line, kind, may) => {
    expect(mayPrefetch(line, kind)).toBe(may)
  })
})

describe('the budget of a page view', () => {
  it('has room until the whole budget is spent, and counts only what came over the network', () => {
    const budget = createByteBudget(1000)
    expect(budget.hasRoom()).toBe(true)
    budget.spend(999)
    expect(budget.hasRoom()).toBe(true)
    budget.spend(1)
    expect(budget.hasRoom()).toBe(false)
    expect(budget.spent).toBe(1000)
  })
  it('is 60 KiB by default', () => {
    const budget = createByteBudget()
    budget.spend(PREFETCH_BUDGET_BYTES - 1)
    expect(budget.hasRoom()).toBe(true)
    budget.spend(1)
    expect(budget.hasRoom()).toBe(false)
    expect(PREFETCH_BUDGET_BYTES).toBe(60 * 1024)
  })
  it('a prefetch costs the bytes of the requests it started (a cached file: none)', () => {
    const entries = [
      { startTime: 10, transferSize: 5000 }, // before: the page's own
      { startTime: 100, transferSize: 3000 },
      { startTime: 120, transferSize: 0 }, // from the cache
      { startTime: 130, transferSize: 700 },
    ]
    expect(bytesFetchedSince(100, entries)).toBe(3700)
    expect(bytesFetchedSince(131, entries)).toBe(0)
  })
})

describe('prefetchPath: a page’s first render, once per path', () => {
  it('loads the page, then its first screen’s parts beside its copy; a failure is forgotten', async () => {
    const part = { preload: vi.fn(() => Promise.resolve()) }
    let fail = true
    const preload = vi.fn(
      async (
        path: string,
        alsoLoad: (m: { firstScreen: () => (typeof part)[] }) => readonly PromiseLike<unknown>[],
      ) => {
        await Promise.all(alsoLoad({ firstScreen: () => [part] }))
        if (fail) throw new Error(`${path} failed`)
      },
    )
    await expect(prefetchPath({ preload }, '/unit-a')).rejects.toThrow('failed')
    expect(part.preload).toHaveBeenCalledTimes(1)
    fail = false
    await prefetchPath({ preload }, '/unit-a')
    await prefetchPath({ preload }, '/unit-a')
    expect(preload).toHaveBeenCalledTimes(2)
    expect(part.preload).toHaveBeenCalledTimes(2)
  })

  it('fetches the bands below the first screen apart, once per path: the first render does not wait for them', async () => {
    const first = { preload: vi.fn(() => Promise.resolve()) }
    const band = { preload: vi.fn(() => Promise.resolve()) }
    const prepareRest = vi.fn(() => Promise.resolve())
    const page = { firstScreen: () => [first], bands: () => [band], prepareRest }
    const preload = async (
      _: string,
      alsoLoad: (m: typeof page) => readonly PromiseLike<unknown>[],
    ) => Promise.all(alsoLoad(page))
    await prefetchPath({ preload }, '/unit-bands')
    expect(first.preload).toHaveBeenCalledTimes(1)
    expect(band.preload).not.toHaveBeenCalled()
    await prefetchPathBands({ preload }, '/unit-bands')
    await prefetchPathBands({ preload }, '/unit-bands')
    expect(band.preload).toHaveBeenCalledTimes(1)
    expect(prepareRest).toHaveBeenCalledWith('/unit-bands')
    expect(first.preload).toHaveBeenCalledTimes(1)
  })
})

/** A page with links: three of the site, one to the page itself, one away, one to a new tab. */
function renderLinks() {
  document.body.innerHTML = `
    <header><a id="about" href="/about-us">About</a><a id="cases" href="/cases">Cases</a>
    <a id="services" href="/services">Services</a><a id="self" href="/">Home</a><a id="out" href="https://example.com/">Out</a>
    <a id="tab" href="/contacts" target="_blank">Tab</a></header>`
  return (id: string) => document.getElementById(id)!
}

describe('watchPrefetch: the visitor’s intent and the links in view', () => {
  let prefetch: ReturnType<typeof vi.fn<(path: string) => Promise<unknown>>>
  let stop = () => {}
  const isPage = (path: string) => path !== '/nowhere'
  const setLine = (line: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value: line, configurable: true })

  beforeEach(() => {
    vi.useFakeTimers()
    stubIntersectionObserver()
    prefetch = vi.fn(() => Promise.resolve())
    setLine(undefined)
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    setLine(undefined)
  })

  it('a pointer resting on a link fetches its page after LINK_INTENT_REST_MS, not before', () => {
    const link = renderLinks()
    stop = watchPrefetch({ doc: document, prefetch, isPage })
    link('about').dispatchEvent(new Event('pointerover', { bubbles: true }))
    vi.advanceTimersByTime(LINK_INTENT_REST_MS - 1)
    expect(prefetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(prefetch).toHaveBeenCalledWith('/about-us')
  })

  it('a pointer coming over a link whose page was fetched when idle renders it ahead at once; its bands wait for the rest', async () => {
    const link = renderLinks()
    const prefetchBands = vi.fn(() => Promise.resolve())
    const onIntentFetched = vi.fn()
    stop = watchPrefetch({ doc: document, prefetch, prefetchBands, isPage, onIntentFetched })
    FakeObserver.last!.report(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(prefetch).toHaveBeenCalledWith('/cases')
    link('cases').dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(onIntentFetched).toHaveBeenCalledWith('/cases')
    await vi.advanceTimersByTimeAsync(LINK_INTENT_REST_MS - 1)
    expect(prefetchBands).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(prefetchBands).toHaveBeenCalledWith('/cases')
    expect(prefetch).toHaveBeenCalledTimes(3) // (each page once)
  })

  it('a pointer passing over a link on its way elsewhere fetches nothing', () => {
    const link = renderLinks()
    stop = watchPrefetch({ doc: document, prefetch, isPage })
    link('about').dispatchEvent(new Event('pointerover', { bubbles: true }))
    vi.advanceTimersByTime(LINK_INTENT_REST_MS - 1)
    const out = new Event('pointerout', { bubbles: true })
    Object.defineProperty(out, 'relatedTarget', { value: document.body })
    link('about').dispatchEvent(out)
    vi.advanceTimersByTime(LINK_INTENT_REST_MS)
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('focus and a press fetch at once, each path once; never the page itself, another site or a new tab', () => {
    const link = renderLinks()
    stop = watchPrefetch({ doc: document, prefetch, isPage })
    link('cases').dispatchEvent(new Event('focusin', { bubbles: true }))
    link('cases').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    link('about').dispatchEvent(new Event('touchstart', { bubbles: true }))
    for (const id of ['self', 'out', 'tab'])
      link(id).dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(prefetch.mock.calls).toEqual([['/cases'], ['/about-us']])
  })

  it('on Save-Data, intent fetches nothing', () => {
    setLine({ saveData: true, effectiveType: '4g' })
    const link = renderLinks()
    stop = watchPrefetch({ doc: document, prefetch, isPage })
    link('cases').dispatchEvent(new Event('focusin', { bubbles: true }))
    link('about').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('the frame’s code is asked for at the first sign of intent toward a page, on any line; nothing else asks', () => {
    setLine({ saveData: true, effectiveType: '4g' })
    const link = renderLinks()
    const first = vi.fn(() => Promise.resolve())
    stop = watchPrefetch({ doc: document, prefetch, isPage, first })
    for (const id of ['self', 'out', 'tab'])
      link(id).dispatchEvent(new Event('pointerdown', { bubbles: true }))
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(first).not.toHaveBeenCalled()
    // a mouse coming over a link: at once, not after the rest (a tap before it is a full load)
    link('about').dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(first).toHaveBeenCalledTimes(1)
    link('cases').dispatchEvent(new Event('focusin', { bubbles: true }))
    expect(first).toHaveBeenCalledTimes(2) // (fetchFrameCode starts its downloads once)
    expect(prefetch).not.toHaveBeenCalled() // Save-Data: no page ahead
  })

  it('when idle, the first render of each page in view is fetched, never its bands', async () => {
    renderLinks()
    const prefetchBands = vi.fn(() => Promise.resolve())
    stop = watchPrefetch({ doc: document, prefetch, prefetchBands, isPage })
    FakeObserver.last!.report(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(prefetch.mock.calls).toEqual([['/about-us'], ['/cases'], ['/services']])
    expect(prefetchBands).not.toHaveBeenCalled()
  })

  it('intent fetches a page and its bands at once, and renders it ahead once its first render’s needs are here', async () => {
    const link = renderLinks()
    let pageCame = () => {}
    prefetch.mockImplementation(() => new Promise<void>((resolve) => (pageCame = resolve)))
    const prefetchBands = vi.fn(() => new Promise<void>(() => {}))
    const onIntentFetched = vi.fn()
    stop = watchPrefetch({ doc: document, prefetch, prefetchBands, isPage, onIntentFetched })
    link('about').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(prefetch).toHaveBeenCalledWith('/about-us')
    expect(prefetchBands).toHaveBeenCalledWith('/about-us')
    await vi.advanceTimersByTimeAsync(0)
    expect(onIntentFetched).not.toHaveBeenCalled()
    pageCame()
    await vi.advanceTimersByTimeAsync(0)
    expect(onIntentFetched).toHaveBeenCalledWith('/about-us')
  })

  it('the links in view are fetched one at a time when idle, until the budget is spent', async () => {
    renderLinks()
    const budget = createByteBudget(1000)
    // each prefetch "costs" 600 bytes: a resource entry that starts as it runs
    prefetch.mockImplementation(() => {
      entries.push({ startTime: performance.now(), transferSize: 600 })
      return Promise.resolve()
    })
    const entries: { startTime: number; transferSize: number }[] = []
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      () => entries as unknown as PerformanceEntryList,
    )
    stop = watchPrefetch({ doc: document, prefetch, isPage, budget })
    // the page has loaded (jsdom's document is complete): the links are watched
    expect(FakeObserver.last?.watched.map((a) => a.id)).toEqual(['about', 'cases', 'services'])
    FakeObserver.last!.report(true)
    expect(prefetch).not.toHaveBeenCalled() // not before the browser is idle
    await vi.advanceTimersByTimeAsync(100)
    // 600, then 1200 bytes: the third waits for the next page view's budget
    expect(prefetch.mock.calls).toEqual([['/about-us'], ['/cases']])
    expect(budget.spent).toBe(1200)
  })

  it('the frame’s code comes first when idle; another language’s link only on intent', async () => {
    const link = renderLinks()
    link('cases').setAttribute('hreflang', 'lv')
    const order: string[] = []
    prefetch.mockImplementation((path: string) => {
      order.push(path)
      return Promise.resolve()
    })
    // (as fetchFrameCode: its downloads start once, however often it is asked)
    const first = vi.fn(() => {
      if (!order.includes('frame')) order.push('frame')
      return Promise.resolve()
    })
    stop = watchPrefetch({ doc: document, prefetch, isPage, first })
    FakeObserver.last!.report(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(order).toEqual(['frame', '/about-us', '/services'])
    link('cases').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(order).toEqual(['frame', '/about-us', '/services', '/cases'])
  })

  it('the frame’s code comes when idle with no link in view (a phone’s links are in its menu), no page', async () => {
    renderLinks()
    const first = vi.fn(() => Promise.resolve())
    stop = watchPrefetch({ doc: document, prefetch, isPage, first })
    FakeObserver.last!.report(false)
    expect(first).not.toHaveBeenCalled() // not before the browser is idle
    await vi.advanceTimersByTimeAsync(100)
    expect(first).toHaveBeenCalledTimes(1)
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('no link in view is fetched on a 2G-slow line; one the visitor heads for still is', async () => {
    setLine({ effectiveType: '2g' })
    const link = renderLinks()
    stop = watchPrefetch({ doc: document, prefetch, isPage })
    FakeObserver.last!.report(true)
    await vi.advanceTimersByTimeAsync(10)
    expect(prefetch).not.toHaveBeenCalled()
    link('cases').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(prefetch.mock.calls).toEqual([['/cases']])
  })

  it('stops watching when the page view ends', () => {
    const link = renderLinks()
    watchPrefetch({ doc: document, prefetch, isPage })()
    link('cases').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(prefetch).not.toHaveBeenCalled()
    expect(FakeObserver.last?.isDisconnected).toBe(true)
  })
})
