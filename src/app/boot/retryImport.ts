import { RETRY_IMPORT_GLOBAL, RETRY_QUERY } from '@/config/retry'

// The second try of a chunk that failed to load asks for it under another address. A browser's
// module map keeps a failed module under its address: Firefox answers a second `import()` of it
// from there with the same failure, never asking the network (Chromium fetches it again). The
// query makes it a module the map has never seen, so every engine fetches it; the file is the
// same, and its own imports keep their addresses (the same modules: one React).
// The build (scripts/build/retry-imports.mjs) turns every dynamic import of a chunk into a call
// of this function, with the chunk's address beside this one as the bundler wrote it (all chunks
// share one folder), so a page only ever asks for the chunks of its own build. The dev server's
// imports are left as they are. Kept small: it is in the HTML's one script.

/**
 * `importModule(url)`; when that fails, `importModule` once more with `?retry=1` added to the
 * address (the bundler's addresses have no query), whose answer stands.
 */
export const retrying =
  (importModule: (url: string) => Promise<unknown>) =>
  (url: string): Promise<unknown> =>
    importModule(url).catch(() => importModule(`${url}?${RETRY_QUERY}`))

/** Makes the build's dynamic imports try twice: call before any of them runs. */
export function installRetryImport(): void {
  ;(globalThis as Record<string, unknown>)[RETRY_IMPORT_GLOBAL] = retrying(
    (url) => import(/* @vite-ignore */ url),
  )
}
