import { emailApiOrigin, site } from '@/config/site'

/**
 * The one inline script of every page, right after the style sheet link. A script the parser
 * meets waits for the style sheets above it, so the parser stops there until the site's CSS has
 * loaded: the browser never styles and lays out the document without it (Chromium does when the
 * whole HTML is parsed before the CSS arrives, as on a slow line). That saves the wasted
 * unstyled layout, and no band that `content-visibility` skips keeps an unstyled look that would
 * animate away (links fading from blue) when it scrolls into view. The first paint waits for the
 * CSS anyway; the browser's preload scanner keeps fetching ahead meanwhile. Allowed by its hash.
 */
export const STYLE_GATE_SCRIPT = '/* the parser waits here for the style sheet */'

/** CSP source of STYLE_GATE_SCRIPT: its SHA-256, base64 (the unit test recomputes it). */
export const STYLE_GATE_HASH = "'sha256-h8dn+uZIEhRC3x5nmQjzt9TiW1uKwikOgU+Dbn0PEJg='"

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy for real hosting, from the site config: scripts only from the site
 * and the style-sheet gate by its hash (no 'unsafe-inline', no eval), connections to the site and the EmailJS origin, frames only the map.
 * Style sheets come only from the site; inline style attributes are allowed (the prerender and
 * the animation library write them), inline `<style>` elements are not. `style-src` keeps
 * 'unsafe-inline' only for browsers older than the split directives (CSP 3), which ignore them.
 */
export function contentSecurityPolicy(): string {
  const emailOrigin = originOf(emailApiOrigin)
  const mapOrigin = originOf(site.mapEmbedUrl)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", STYLE_GATE_HASH],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(emailOrigin ? [emailOrigin] : [])],
    'frame-src': mapOrigin ? [mapOrigin] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Security headers every page is served with (npm start, _headers, docs/deploy.md). */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}
