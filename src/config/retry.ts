/**
 * The function every dynamic import of the client build calls instead of `import()`
 * (scripts/build/retry-imports.mjs rewrites them; app/boot/retryImport.ts puts it on `globalThis`
 * before the app's first import): a chunk tried twice, the second time under `?${RETRY_QUERY}`.
 * Short: it stands at every dynamic import of the first load. The build stops should a chunk use
 * the name for anything else.
 */
export const RETRY_IMPORT_GLOBAL = '__import2'

/** The query of a chunk's second try: an address no browser's module map holds. */
export const RETRY_QUERY = 'retry=1'
