import { expect, test, type Browser, type Page } from '@playwright/test'
import { waitForHydration, waitForScreen } from './support'

// docs/painted-stays.md "What is painted stays": a band's prerendered HTML is the layout of the width it is shown at, so hydrating
// it changes nothing a visitor sees. Each band is measured in the prerendered page with
// JavaScript off, then again once the app has hydrated it, at a phone, a tablet and a desktop width.

interface Band {
  path: string
  /** the band, as a CSS selector */
  root: string
  /** the band's list items or slides */
  items: string
  /** its page indicator buttons, if it has any */
  dots?: string
}

const BANDS: Band[] = [
  // the hero: its partner strip shows 4 logos a set, 2 at 720 px or less (spec §4)
  { path: '/', root: '#main > section:first-child', items: 'ul[data-set] > li' },
  { path: '/', root: '#projects', items: 'ul:has(> li[data-project]) > li' },
  {
    path: '/about-us',
    root: '#team',
    items: '[aria-roledescription="carousel"] ul > li',
    dots: 'button[aria-label^="Go to slide"]',
  },
]

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 900, height: 1000 },
  { width: 1280, height: 800 },
]

type Box = { x: number; y: number; width: number; height: number } | null

interface Layout {
  /** the band's own box: its left edge and its size */
  band: { x: number; width: number; height: number }
  /**
   * each item's and dot's box measured from the band's top left corner (the band's place on the
   * page depends on which bands above it `content-visibility` has rendered yet); only those shown
   */
  items: Box[]
  dots: Box[]
}

/** The band's layout, read in the page (this works with the page's own scripts off too). */
function measure(page: Page, band: Band): Promise<Layout> {
  return page.evaluate(({ root: selector, items, dots }) => {
    const root = document.querySelector(selector)
    if (!root) throw new Error(`no ${selector}`)
    const origin = root.getBoundingClientRect()
    const boxOf = (el: Element): Box => {
      const r = el.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) return null
      return { x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height }
    }
    return {
      band: { x: origin.x, width: origin.width, height: origin.height },
      // what is shown: an item CSS hides at this width is none of the layout
      items: [...root.querySelectorAll(items)].map(boxOf).filter(Boolean),
      dots: dots ? [...root.querySelectorAll(dots)].map(boxOf).filter(Boolean) : [],
    }
  }, band)
}

/** How far apart two readings of a band's layout are taken to tell it has settled (ms). */
const SETTLE_READ_MS = 100

/**
 * Brings the band into view (it is skipped until it nears the viewport: `content-visibility`) and
 * reads its layout once two readings `SETTLE_READ_MS` apart agree (a poll, for up to 2 s).
 */
async function settledLayout(page: Page, band: Band, isScripted: boolean): Promise<Layout> {
  await page.locator(band.root).scrollIntoViewIfNeeded()
  await waitForScreen(page, { isScripted })
  // the first poll reads, each next one (`SETTLE_READ_MS` later) compares with the one before
  let last: Layout | undefined
  const isSettled = async () => {
    const next = await measure(page, band)
    const isSame = JSON.stringify(next) === JSON.stringify(last)
    last = next
    return isSame
  }
  await expect
    .poll(isSettled, {
      intervals: [SETTLE_READ_MS],
      timeout: 20 * SETTLE_READ_MS,
      message: `${band.root} settles`,
    })
    .toBe(true)
  return last!
}

async function layoutOf(
  browser: Browser,
  band: Band,
  viewport: { width: number; height: number },
  { isScripted }: { isScripted: boolean },
): Promise<Layout> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: isScripted })
  try {
    const page = await context.newPage()
    await page.goto(band.path)
    if (isScripted) await waitForHydration(page)
    return await settledLayout(page, band, isScripted)
  } finally {
    await context.close()
  }
}

/** The numbers of two layouts, side by side, with what differs by more than `tolerancePx`. */
function differences(before: Layout, after: Layout, tolerancePx: number): string[] {
  const found: string[] = []
  const walk = (a: unknown, b: unknown, at: string) => {
    if (typeof a === 'number' && typeof b === 'number') {
      if (Math.abs(a - b) > tolerancePx) found.push(`${at}: ${a} → ${b}`)
    } else if (a && b && typeof a === 'object' && typeof b === 'object') {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)])
      for (const key of keys)
        walk(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          `${at}.${key}`,
        )
    } else if (a !== b) {
      found.push(`${at}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`)
    }
  }
  walk(before, after, 'layout')
  return found
}

for (const band of BANDS) {
  for (const viewport of VIEWPORTS) {
    test(`${band.path} ${band.root} keeps its prerendered layout when it hydrates at ${viewport.width}×${viewport.height}`, async ({
      browser,
    }) => {
      const prerendered = await layoutOf(browser, band, viewport, { isScripted: false })
      const hydrated = await layoutOf(browser, band, viewport, { isScripted: true })
      expect(prerendered.items.length).toBeGreaterThan(0)
      expect(differences(prerendered, hydrated, 1)).toEqual([])
    })
  }
}
