import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STYLE_GATE_HASH, STYLE_GATE_SCRIPT } from '@/config/security'

/** The policy's directives as a map, from a build whose config has these env overrides. */
async function policyWith(env: Record<string, string> = {}) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const { contentSecurityPolicy } = await import('@/config/security')
  const policy = contentSecurityPolicy()
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values] as const
    }),
  )
}

afterEach(() => vi.unstubAllEnvs())

describe('contentSecurityPolicy (issue 6: security headers for real hosting)', () => {
  it('runs scripts only from the site and the style-sheet gate by its hash: no unsafe-inline, no eval', async () => {
    const policy = await policyWith()
    expect(policy.get('script-src')).toEqual(["'self'", STYLE_GATE_HASH])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
  })

  it('allows inline style attributes but style sheets only from the site', async () => {
    const policy = await policyWith()
    expect(policy.get('style-src-elem')).toEqual(["'self'"])
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:'])
    expect(policy.get('font-src')).toEqual(["'self'"])
  })

  it('connects only to the site with the local outbox, and to the EmailJS origin when it is set', async () => {
    expect((await policyWith({ VITE_EMAILJS_ORIGIN: '' })).get('connect-src')).toEqual(["'self'"])
    const withKeys = await policyWith({ VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com/' })
    expect(withKeys.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com'])
  })

  it('frames only the map origin, and is framed by nobody', async () => {
    const policy = await policyWith({
      VITE_MAP_EMBED_URL: 'https://maps.example.net/embed?q=Riga',
    })
    expect(policy.get('frame-src')).toEqual(['https://maps.example.net'])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect((await policyWith({ VITE_MAP_EMBED_URL: '' })).get('frame-src')).toEqual(["'none'"])
  })

  it('allows the gate by the hash of its exact text (a changed gate without a new hash is blocked)', () => {
    const digest = createHash('sha256').update(STYLE_GATE_SCRIPT, 'utf8').digest('base64')
    expect(STYLE_GATE_HASH).toBe(`'sha256-${digest}'`)
    expect(STYLE_GATE_SCRIPT.trim()).not.toBe('') // an empty inline script does not hold the parser
  })
})
