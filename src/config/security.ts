import { emailApiOrigin, site } from '@/config/site'

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

/** The build's inline elements, allowed by their hashes (CSP sources, `'sha256-…'`). */
export interface InlineHashes {
  /** the inline scripts every page carries */
  scripts?: readonly string[]
  /** the inline style elements every page carries (the site's style, in the document) */
  styles?: readonly string[]
}

/**
 * The Content-Security-Policy for real hosting, from the site config: scripts only from the site
 * and the build's inline scripts by their hashes (no 'unsafe-inline', no eval), connections to
 * the site and the EmailJS origin, frames only the map, forms posted to the site or handed to
 * the mail app (`mailto:`: a form's native submit in a build with EmailJS keys). Style elements
 * only from the site and the document's own style by its hash; inline style attributes are
 * allowed (the prerender and the animation library write them). `style-src` keeps
 * 'unsafe-inline' only for browsers older than the split directives (CSP 3), which ignore it
 * when they see them.
 */
export function contentSecurityPolicy({ scripts = [], styles = [] }: InlineHashes = {}): string {
  const emailOrigin = originOf(emailApiOrigin)
  const mapOrigin = originOf(site.mapEmbedUrl)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(emailOrigin ? [emailOrigin] : [])],
    'frame-src': mapOrigin ? [mapOrigin] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // a form whose code never runs posts to the local outbox, or opens the mail app (site.ts)
    'form-action': ["'self'", 'mailto:'],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** Security headers every page is served with (npm start, _headers, docs/deploy.md). */
export function securityHeaders(hashes: InlineHashes = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}
