// The app (its own entry chunk): boot.ts loads it once the first screen has painted. Hydrates the prerendered page
// (after loading its page module, so the markup matches) or renders a page the snapshot lacks.
import { startTransition, StrictMode } from 'react'
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

/** Resolves in a task of its own: what follows is not evaluated in the task before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * React DOM's client, a chunk of its own (about 60% of the app's script): evaluated in a task
 * after the app chunk's and the page's, so compiling and running it is never one long task with
 * them. The prerender lists it with the page's chunks, so it is fetched in parallel.
 */
async function loadReactDom() {
  await nextTask()
  return import('react-dom/client')
}

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

void start()
