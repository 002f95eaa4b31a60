import { vi } from 'vitest'

/**
 * A `window.matchMedia` for jsdom (it has none) that answers the site's queries for a viewport
 * `width` px wide, with or without reduced motion: `(max-width: Npx)`, `(min-width: Npx)` and
 * `(prefers-reduced-motion: reduce)`.
 */
export function stubMedia({ width, isReduced = false }: { width: number; isReduced?: boolean }) {
  const matches = (query: string) => {
    const max = /\(max-width:\s*(\d+)px\)/.exec(query)
    if (max) return width <= Number(max[1])
    const min = /\(min-width:\s*(\d+)px\)/.exec(query)
    if (min) return width >= Number(min[1])
    if (query.includes('prefers-reduced-motion: reduce')) return isReduced
    return false
  }
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}
