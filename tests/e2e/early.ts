import { expect, type Page } from '@playwright/test'

// Helpers for acting on a page the moment it is painted, before its app has loaded, with the
// CPU slowed 4× like a mid-range phone (DevTools' CPU throttling).

/** Slows the page's CPU 4× (for the whole test, navigations included). */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Opens `path` and returns as soon as its HTML is parsed (the app is still to come). */
export async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
}

/** Whether React has hydrated the page yet (the app marks the root when it has). */
export const isAppHydrated = (page: Page) =>
  page.evaluate(() => document.querySelector('#root[data-hydrated]') !== null)

/** Whether the app has taken over `selector`'s element yet (its own marks: root, band, form). */
export const isOwnedByReact = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector)
    return (
      !!element?.closest('#root[data-hydrated]') &&
      !element.closest('[data-hydrates]:not([data-hydrated])')
    )
  }, selector)

/**
 * Holds back the app's scripts (as a slow phone network would), all but the boot script the HTML
 * loads, until `release()` is called or `ms` have passed, so
 * that what the test does first surely comes before the app has hydrated.
 */
export async function delayAppScripts(page: Page, ms = 2500) {
  const html = await (await page.request.get('/')).text()
  const boot = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1]
  if (!boot) throw new Error('no boot script in the home page')
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
    setTimeout(resolve, ms)
  })
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const url = route.request().url()
    if (!url.endsWith(boot)) await released
    await route.continue()
  })
  return { release }
}

/**
 * Holds back the first frame of every dialog painted first (its IntersectionObserver's first
 * answer, app/boot/commandFallback.ts and dialogs/modal.ts), as a slow phone's late frame would:
 * the dialog stays a popover, not yet modal, until `release()` lets the held answer through
 * (once the frame has come).
 */
export async function holdDialogsFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const Observer = window.IntersectionObserver
    const ofDialogs = new WeakSet<IntersectionObserver>()
    const held: (() => void)[] = []
    Object.assign(window, {
      heldDialogFrames: () => held.length,
      releaseDialogFrames: () => held.splice(0).forEach((run) => run()),
    })
    window.IntersectionObserver = class extends Observer {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          if (ofDialogs.has(observer)) held.push(() => callback(entries, observer))
          else callback(entries, observer)
        }, options)
      }
      observe(target: Element) {
        if (target instanceof HTMLDialogElement) ofDialogs.add(this)
        super.observe(target)
      }
    }
  })
  type Held = { heldDialogFrames: () => number; releaseDialogFrames: () => void }
  return {
    release: async () => {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as Held).heldDialogFrames()))
        .toBeGreaterThan(0)
      await page.evaluate(() => (window as unknown as Held).releaseDialogFrames())
    },
  }
}
