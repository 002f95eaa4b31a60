// The app (its own entry chunk): boot.ts loads it once the first screen has painted. Hydrates the prerendered page
// (after loading its page module, so the markup matches) or renders a page the snapshot lacks.
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { isNotFoundSnapshot, preloadRoute, routeFor, App } from '@/app/router'
import { Providers } from '@/app/providers'
import { holdBelowFold } from '@/lib/belowFold'
import { normalisePath } from '@/lib/meta'

const tree = (
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <App />
      </Providers>
    </BrowserRouter>
  </StrictMode>
)

async function start() {
  const root = document.getElementById('root')
  if (!root) return
  const pathname = normalisePath(window.location.pathname)
  const snapshot = root.dataset.prerendered
  const matchesSnapshot =
    snapshot === pathname || (isNotFoundSnapshot(snapshot) && routeFor(pathname).path === '*')
  if (matchesSnapshot) {
    // the page's module is loaded first, so hydration finds the same markup the prerender wrote
    await preloadRoute(pathname)
    // what lies below the first screen hydrates when the visitor heads there (lib/belowFold.ts)
    holdBelowFold()
    // as a transition: React hydrates in slices and yields to the browser between them
    startTransition(() => {
      hydrateRoot(root, tree, { onRecoverableError: (error) => console.error(error) })
    })
  } else {
    root.textContent = ''
    createRoot(root).render(tree)
  }
}

void start()
