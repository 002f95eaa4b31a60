// Cache-Control values both the build (dist/_headers for static hosts) and the local server send.

/** Cache-Control of the hashed files under /assets/ (a new build gives them new names). */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Cache-Control of everything else (pages, images, the redirects): revalidated on every use. */
export const PAGE_CACHE_CONTROL = 'no-cache'

/**
 * Cache-Control of the favicon: the browser asks for it again on every navigation inside the
 * site (each new history entry), so it is kept a day rather than revalidated each time
 * (docs/moving.md "What is fetched before the tap").
 */
export const ICON_CACHE_CONTROL = 'public, max-age=86400'

/** The Cache-Control of a path the site serves. */
export const cacheControlOf = (pathname) =>
  pathname.startsWith('/assets/')
    ? ASSET_CACHE_CONTROL
    : pathname === '/favicon.svg'
      ? ICON_CACHE_CONTROL
      : PAGE_CACHE_CONTROL
