// Cache-Control values both the build (dist/_headers for static hosts) and the local server send.

/** Cache-Control of the hashed files under /assets/ (a new build gives them new names). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Cache-Control of everything else (pages, images, the redirects): revalidated on every use. */
export const PAGE_CACHE_CONTROL = 'no-cache'
