/**
 * Resolves when one of the page's dialogs `ids` is needed: when it opens (a tap on a button that
 * points at it, before the app or after), or once the page has loaded and the browser is idle, so
 * its code is there before most visitors ask and never competes with the first screen. At once
 * where the page has no such element yet (the server; a page rendered afresh).
 */
export function whenDialogNeeded(...ids: string[]): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const dialogs = ids.map((id) => document.getElementById(id))
  if (dialogs.some((d) => !(d instanceof HTMLDialogElement) || d.open)) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (dialogs.some((d) => (d as HTMLDialogElement).open)) done()
    })
    for (const dialog of dialogs)
      observer.observe(dialog!, { attributes: true, attributeFilter: ['open'] })
    // Safari has no requestIdleCallback: the next task after the load, then
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(done)
        : window.setTimeout(done)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    function done() {
      observer.disconnect()
      window.removeEventListener('load', whenIdle)
      resolve()
    }
  })
}
