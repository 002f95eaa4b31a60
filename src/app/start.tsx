// The frame (a chunk of its own, which main.tsx imports after React and the router): hydrates the
// prerendered page (after loading its page module, so the markup matches) or renders a page the
// snapshot lacks.
import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react'
import { isNotFoundSnapshot, preloadRoute, routeFor, App } from '@/app/router'
import { Providers } from '@/app/providers'
import { holdBelowFold } from '@/lib/belowFold'
import { normalisePath } from '@/lib/locale'
import { nextTask } from '@/lib/nextTask'

/** The router the app runs in: main.tsx passes the browser's (BrowserRouter). */
export type RouterComponent = ComponentType<{ children?: ReactNode }>

const appTree = (Router: RouterComponent) => (
  <StrictMode>
    <Router>
      <Providers>
        <App />
      </Providers>
    </Router>
  </StrictMode>
)

/**
 * React DOM's client, a chunk of its own (about 60% of the app's script): evaluated in a task
 * after the frame's and the page's, so compiling and running it is never one long task with
 * them. The prerender lists it with the page's chunks, so it is fetched in parallel.
 */
async function loadReactDom() {
  await nextTask()
  return import('react-dom/client')
}

/** Hydrates the prerendered page, or renders the page when the snapshot is of another path. */
export async function start(Router: RouterComponent) {
  const root = document.getElementById('root')
  if (!root) return
  const tree = appTree(Router)
  const pathname = normalisePath(window.location.pathname)
  const snapshot = root.dataset.prerendered
  // the page's module is loaded first, so hydration finds the same markup the prerender wrote
  const page = await preloadRoute(pathname)
  // the page another path serves (an unknown case id: the clinic case's), or the path's own
  const servedPath = page.prerenderedPath?.(pathname) ?? pathname
  const matchesSnapshot =
    snapshot === servedPath || (isNotFoundSnapshot(snapshot) && routeFor(pathname).path === '*')
  if (matchesSnapshot) {
    const { hydrateRoot } = await loadReactDom()
    // what lies below the first screen hydrates when the visitor heads there (lib/belowFold.ts)
    holdBelowFold()
    // as a transition: React hydrates in slices and yields to the browser between them
    startTransition(() => {
      hydrateRoot(root, tree, { onRecoverableError: (error) => console.error(error) })
    })
  } else {
    const { createRoot } = await loadReactDom()
    root.textContent = ''
    createRoot(root).render(tree)
  }
}
