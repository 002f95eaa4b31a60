// Netlify, tested with its CLI's own local server (`netlify dev --offline`, the pinned netlify-cli
// of scripts/deploy/netlify.mjs) on the built dist/ as it would be uploaded: its _headers and
// _redirects as Netlify's proxy reads them. It answers what every host must (hostChecks.ts) but
// for what the local server does not do as Netlify's CDN does, each named in the skipped check.
import { describeHost, DIST } from './hostChecks'
import { NETLIFY_CLI_VERSION, startNetlify } from '../../scripts/deploy/netlify.mjs'

/** What netlify dev sends a page, a hashed asset (its dev server overrides _headers' rule) and a 404. */
const NETLIFY_DEV_CACHE_CONTROL = 'public, max-age=0'

describeHost(`Netlify (netlify-cli ${NETLIFY_CLI_VERSION} dev --offline)`, {
  start: () => startNetlify(DIST),
  pageCacheControl: NETLIFY_DEV_CACHE_CONTROL,
  notFoundCacheControl: NETLIFY_DEV_CACHE_CONTROL,
  // _headers' `/*` rule applies to every path
  assetSecurityHeaders: 'all',
  trailingSlash: 'page',
  unproven: {
    assetCache:
      "netlify dev sends every file `public, max-age=0`, whatever _headers' /assets/* says",
    compression: 'netlify dev sends every file uncompressed (the CDN compresses)',
  },
})
