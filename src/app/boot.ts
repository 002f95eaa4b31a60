import '@/fonts.css'
import '@/index.css'
import { captureEarlyInput } from '@/app/earlyInput'

/** BOOT_AFTER_LOAD_MAX_MS of src/config/constants.ts (vite.config.ts `define`). */
declare const __BOOT_AFTER_LOAD_MAX_MS__: number

// The one script the HTML loads: the style sheets, and a few lines that fetch the app (main.tsx,
// its own entry chunk) only once the prerendered first screen has loaded and been painted. The page
// reads and looks complete without JavaScript; its scripts (React, the router, the page's own
// chunks) never compete with the hero image, the fonts or the first paint.

const root = document.getElementById('root')

/**
 * Starts the app. The prerender lists the chunks the page hydrates with, the app's own entry
 * chunk first: it is imported, the rest are fetched beside it. The dev server (no list) serves
 * the source module instead.
 */
function boot() {
  const [app, ...chunks] = root?.dataset.chunks?.split(' ').filter(Boolean) ?? []
  void import(/* @vite-ignore */ app ?? '/src/app/main.tsx')
  // one preload per task: starting a request costs the main thread a little each time
  const preloadNext = () => {
    const href = chunks.shift()
    if (!href) return
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
    setTimeout(preloadNext)
  }
  setTimeout(preloadNext)
}

/**
 * Runs once the first contentful paint has been presented (and one more frame, so the hero image
 * that loaded with the page is on screen too), or after a while when the browser reports no paint
 * (a hidden tab, a browser without paint timing).
 */
function afterFirstPaint(run: () => void) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    run()
  }
  const nextFrame = () => requestAnimationFrame(() => setTimeout(once))
  const isFcp = (entry: PerformanceEntry) => entry.name === 'first-contentful-paint'
  if (performance.getEntriesByType('paint').some(isFcp)) nextFrame()
  else if (typeof PerformanceObserver !== 'undefined') {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(isFcp)) return
      observer.disconnect()
      nextFrame()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  setTimeout(once, __BOOT_AFTER_LOAD_MAX_MS__)
}

// from the first paint on, a click or a submit that comes before the app is held and replayed
captureEarlyInput()

if (document.readyState === 'complete') afterFirstPaint(boot)
else window.addEventListener('load', () => afterFirstPaint(boot), { once: true })
