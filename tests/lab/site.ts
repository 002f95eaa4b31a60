import { fileURLToPath } from 'node:url'

/**
 * Where the lab's tests serve the site from: a copy of it inside the repository (so its modules
 * resolve the repository's node_modules; not under test-results/, which Vite's watcher leaves
 * out), made by serve-copy.mjs before the dev server starts. A test edits the copy's
 * src/config/constants.ts, never the repository's.
 */
export const SITE_COPY = fileURLToPath(new URL('../../.lab-site/', import.meta.url))

/** The copy's constants, the file a designer would edit. */
export const COPY_CONSTANTS = `${SITE_COPY}src/config/constants.ts`
