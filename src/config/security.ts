import { emailApiOrigin, site } from '@/config/site'

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

/**
 * The Content-Security-Policy for real hosting, from the site config: scripts only from the site
 * (no inline, no eval), connections to the site and the EmailJS origin, frames only the map.
 * Styles allow inline style attributes (the animation library writes them).
 */
export function contentSecurityPolicy(): string {
  const emailOrigin = originOf(emailApiOrigin)
  const mapOrigin = originOf(site.mapEmbedUrl)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
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
