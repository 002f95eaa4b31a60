// When the code of a part outside the page's main content (the dialogs, the footer) is fetched.
// Those parts are prerendered and stay outside <main>, so they outlive a navigation: while one
// still waits for its code, React takes any change of the router's location as an update to it,
// and a navigation waits for that part to hydrate. So they never wait for the visitor (as the
// bands in <main> do): at the latest their code comes with the page's `load` event, which no
// timer drives (a paused fake clock still gets there).

/** Resolves once the page has loaded (its `load` event); at once on the server. */
export function whenPageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete')
    return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

/**
 * Resolves when one of the page's dialogs `ids` is needed: when it opens (a tap on a button that
 * points at it, before the app or after), or once the page has loaded, so its code is there
 * before most visitors ask and never competes with the first screen. At once where the page has
 * no such element yet (the server; a page rendered afresh).
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
    void whenPageLoaded().then(done)
    function done() {
      observer.disconnect()
      resolve()
    }
  })
}
