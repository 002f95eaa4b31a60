import { describe, expect, it } from 'vitest'
import {
  firstCaseOf,
  navigationTargets,
  startPageFor,
} from '../../../scripts/measure/bench/navigation-targets.mjs'
import {
  summariseNavigation,
  summariseWarm,
  type NavigationSample,
} from '../../../scripts/measure/bench/stats.mjs'

// The bench's warm yardstick and navigations (npm run bench): where a navigation starts, and the
// medians and verdicts held against budgets.json "realLoad.lcpVsTwin" and "navigation".

const PAGES: Record<string, string> = {
  '/': '<a href="/about-us">About</a><a href="/cases">Projects</a><a href="/case-page">View</a>',
  '/cases': '<a href="/">Home</a><a href="/cases/gone">x</a><a href="/cases/clinic">Clinic</a>',
  '/about-us': '<a href="/">Home</a>',
}
const routes = ['/', '/about-us', '/cases', '/cases/clinic', '/cases/travel']
const readPage = (route: string) => PAGES[route] ?? ''

describe('bench navigations: where each starts', () => {
  it('starts from the home page when it links there, else from the page above', () => {
    const linksTo = (from: string, to: string) => readPage(from).includes(`href="${to}"`)
    expect(startPageFor('/about-us', linksTo)).toBe('/')
    expect(startPageFor('/cases/clinic', linksTo)).toBe('/cases')
    expect(startPageFor('/cases/travel', linksTo)).toBeNull()
  })

  it('picks the first case the case list links to that the build has', () => {
    expect(firstCaseOf(PAGES['/cases']!, routes)).toBe('/cases/clinic')
    expect(firstCaseOf('<a href="/cases">all</a>', routes)).toBeNull()
  })

  it('defaults to /about-us, /cases and that case', () => {
    expect(navigationTargets({ routes, readPage })).toEqual([
      { to: '/about-us', from: '/' },
      { to: '/cases', from: '/' },
      { to: '/cases/clinic', from: '/cases' },
    ])
    expect(navigationTargets({ addresses: ['/cases/travel'], routes, readPage })).toEqual([
      { to: '/cases/travel', from: null },
    ])
  })
})

describe('bench warm loads: LCP against the twin', () => {
  const budget = { lcpVsTwin: 1.05 }
  const loads = (...lcps: number[]) =>
    lcps.map((lcp) => ({ lcp, fcp: lcp - 100, hydrated: lcp + 600 }))

  it("holds the current build's median LCP to 1.05× the twin's", () => {
    const row = summariseWarm({
      route: '/',
      build: 'current',
      loads: loads(800, 700, 900),
      twinLcp: 700,
      floorLcp: 400,
      budget,
    })
    expect(row).toMatchObject({ lcp: 800, lcpRuns: [800, 700, 900], fcp: 700, hydrated: 1400 })
    expect(row.lcpVsTwin).toBeCloseTo(1.143)
    expect(row.lcpVsFloor).toBe(2)
    expect(row.gate).toBe(false)
    const within = summariseWarm({
      route: '/',
      build: 'current',
      loads: loads(735),
      twinLcp: 700,
      floorLcp: 400,
      budget,
    })
    expect(within.gate).toBe(true)
  })

  it('prints the other builds, and cannot hold a route whose twin failed', () => {
    expect(
      summariseWarm({ route: '/', build: 'compare', loads: loads(2000), twinLcp: 700, budget })
        .gate,
    ).toBeUndefined()
    const failed = summariseWarm({
      route: '/',
      build: 'current',
      loads: loads(700),
      twinLcp: null,
      budget,
    })
    expect(failed.gate).toBeNull()
  })
})

describe('bench navigations: medians and verdicts', () => {
  const budget = {
    afterIntentGoalMs: 100,
    afterIntentMs: 150,
    coldVsFullLoadLcp: 1,
    prefetchKiB: 60,
  }
  const sample = (
    tapToH1: number,
    prefetchKiB = 10,
    more: NavigationSample = {},
  ): NavigationSample => ({
    where: 'menu',
    isAppNavigation: true,
    tapToH1,
    eventMs: 40,
    prefetchBytes: prefetchKiB * 1024,
    afterTapBytes: 20 * 1024,
    tapToFaded: tapToH1 + 300,
    ...more,
  })
  const full = (lcp: number) => ({ lcp })
  const row = (mode: string, samples: NavigationSample[], fullLcp = 900, build = 'current') =>
    summariseNavigation({
      to: '/about-us',
      from: '/',
      form: 'phone',
      mode,
      build,
      samples,
      fullLoads: [full(fullLcp)],
      budget,
    })

  it('after intent: held at 150 ms, the goal 100 printed, the bytes ahead at 60 KiB', () => {
    const fast = row('intent', [sample(90), sample(120), sample(80)])
    expect(fast).toMatchObject({
      tapToH1: 90,
      isGoalMet: true,
      gates: { time: true, prefetch: true },
    })
    const held = row('intent', [sample(140, 61)])
    expect(held).toMatchObject({ isGoalMet: false, gates: { time: true, prefetch: false } })
    expect(held.prefetchKiB).toBe(61)
    expect(row('intent', [sample(151)]).gates.time).toBe(false)
  })

  it("cold: never later than the full load's LCP; the bytes ahead printed, not held", () => {
    expect(row('cold', [sample(900, 90)]).gates).toEqual({ time: true, prefetch: undefined })
    expect(row('cold', [sample(901)]).gates.time).toBe(false)
    const noFull = summariseNavigation({
      to: '/about-us',
      from: '/',
      form: 'phone',
      mode: 'cold',
      build: 'current',
      samples: [sample(300)],
      fullLoads: [{ error: 'x' }],
      budget,
    })
    expect(noFull.gates.time).toBeNull()
  })

  it("counts the runs the app navigated, a page load's press having no Event Timing", () => {
    const r = row('cold', [
      sample(800, 0, { isAppNavigation: false, eventMs: null }),
      sample(700),
      { error: 'the menu never opened' },
    ])
    expect(r).toMatchObject({
      runs: 2,
      appNavigations: 1,
      eventMs: 40,
      errors: ['the menu never opened'],
    })
    expect(r.tapRuns).toEqual([800, 700])
    const never = row('intent', [sample(Infinity)])
    expect(never).toMatchObject({ tapToH1: Infinity, gates: { time: false } })
  })

  it('holds the current build only', () => {
    expect(row('intent', [sample(500, 90)], 900, 'compare').gates).toEqual({
      time: undefined,
      prefetch: undefined,
    })
  })
})
