import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { isNotFoundSnapshot, preloadRoute, routeFor, sitePages, App } from '@/app/router'
import { Providers } from '@/app/providers'
import { LoadOnApproach } from '@/lib/delivery'
import { startMoving } from '@/lib/moving'
import { showPageFailed } from '@/app/boot/pageFailed'
import { localeFromPath, normalisePath } from '@/lib/locale'

const tree = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <LoadOnApproach>
          <App />
        </LoadOnApproach>
      </Providers>
    </BrowserRouter>
  </StrictMode>
)

/**
 * Hydrates the prerendered page as soon as its page module (and the data it reads first) is
 * there, so the markup matches; renders afresh when the HTML is another path's snapshot (the dev
 * server). Parts of the page behind their own Suspense boundary (`<OnDemand>`, lib/delivery) fetch their code
 * as the visitor nears them, and hydrate when it arrives.
 */
async function start() {
  const root = document.getElementById('root')
  if (!root) return
  const pathname = normalisePath(window.location.pathname)
  const snapshot = root.dataset.prerendered
  const page = await preloadRoute(pathname).catch((error: unknown) => {
    // what is painted stays: a page whose code failed to load twice is not hydrated (React would
    // swap what the visitor reads for an error); the document goes on as HTML, its links plain
    // links, its dialogs the platform's, its forms submitting natively, and a line says so
    if (snapshot) showPageFailed(localeFromPath(pathname), error)
    return null
  })
  if (page === null && snapshot) return
  // the page another path serves (an unknown case id: the clinic case's), or the path's own
  const servedPath = page?.prerenderedPath?.(pathname) ?? pathname
  const matchesSnapshot =
    snapshot === servedPath || (isNotFoundSnapshot(snapshot) && routeFor(pathname).path === '*')
  if (matchesSnapshot) {
    // as a transition: React hydrates in slices and yields to the browser between them
    startTransition(() => {
      hydrateRoot(root, tree, { onRecoverableError: (error) => console.error(error) })
    })
  } else {
    root.textContent = ''
    createRoot(root).render(tree)
  }
  // moving through the site: what a tap on a link does, what is fetched before it (its own chunk)
  void startMoving(sitePages)
}

void start()
