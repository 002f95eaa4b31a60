// The pages rendered ahead of a page view (docs/moving.md "The next page rendered before the
// tap"): the paths the visitor showed intent for, whose code and copy are here (prefetch.ts); the
// layout's `PageViews` renders each hidden in React's `<Activity>`, so a tap only reveals it.
import { PAGES_AHEAD_MAX } from '@/config/constants'

/**
 * The page view at `from`'s guesses: the returned function renders a fetched path ahead, and
 * `onAhead` is told the paths, the latest first, at most `PAGES_AHEAD_MAX` (the oldest guess let
 * go first).
 */
export function pagesAhead(
  from: string,
  onAhead: (paths: readonly string[]) => void,
): (path: string) => void {
  let paths: readonly string[] = []
  return (path) => {
    if (path === from || paths.includes(path)) return
    paths = [path, ...paths].slice(0, PAGES_AHEAD_MAX)
    onAhead(paths)
  }
}
