// Cloudflare Pages, tested with Cloudflare's own local Pages server (`wrangler pages dev`, the
// pinned wrangler of scripts/deploy/cloudflare.mjs, offline) on the built dist/ as it would be
// uploaded: its _headers and _redirects as Cloudflare reads them. It answers what every host
// must (hostChecks.ts).
import { describeHost, DIST } from './hostChecks'
import { startCloudflare, WRANGLER_VERSION } from '../../scripts/deploy/cloudflare.mjs'

/** What Cloudflare Pages sends a page without a Cache-Control of _headers: revalidate each time. */
const CLOUDFLARE_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** …and its not-found answers. */
const CLOUDFLARE_NOT_FOUND_CACHE_CONTROL = 'no-store'

describeHost(`Cloudflare Pages (wrangler ${WRANGLER_VERSION} pages dev)`, {
  start: () => startCloudflare(DIST),
  pageCacheControl: CLOUDFLARE_PAGE_CACHE_CONTROL,
  notFoundCacheControl: CLOUDFLARE_NOT_FOUND_CACHE_CONTROL,
  // _headers' `/*` rule applies to every path
  assetSecurityHeaders: 'all',
  trailingSlash: 'redirect',
})
