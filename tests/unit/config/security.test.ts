import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InlineHashes } from '@/config/security'

const SCRIPT_HASH = "'sha256-c2NyaXB0'"
const STYLE_HASH = "'sha256-c3R5bGU='"

/** The policy's directives as a map, from a build whose config has these env overrides. */
async function policyWith(env: Record<string, string> = {}, hashes: InlineHashes = {}) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const { contentSecurityPolicy } = await import('@/config/security')
  const policy = contentSecurityPolicy(hashes)
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ')
      return [name, values] as const
    }),
  )
}

afterEach(() => vi.unstubAllEnvs())

describe('contentSecurityPolicy', () => {
  it("runs scripts only from the site and the build's inline scripts by their hashes: no unsafe-inline, no eval", async () => {
    expect((await policyWith()).get('script-src')).toEqual(["'self'"])
    const policy = await policyWith({}, { scripts: [SCRIPT_HASH] })
    expect(policy.get('script-src')).toEqual(["'self'", SCRIPT_HASH])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
  })

  it("allows inline style attributes, and style elements only from the site and the document's own style by its hash", async () => {
    expect((await policyWith()).get('style-src-elem')).toEqual(["'self'"])
    const policy = await policyWith({}, { styles: [STYLE_HASH] })
    expect(policy.get('style-src-elem')).toEqual(["'self'", STYLE_HASH])
    expect(policy.get('style-src-elem')).not.toContain("'unsafe-inline'")
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

  it('lets a form post only to the site, or hand its fields to the mail app (mailto:), with or without EmailJS keys', async () => {
    expect((await policyWith()).get('form-action')).toEqual(["'self'", 'mailto:'])
    const withKeys = await policyWith({
      VITE_EMAILJS_SERVICE_ID: 'service_x',
      VITE_EMAILJS_TEMPLATE_ID: 'template_x',
      VITE_EMAILJS_PUBLIC_KEY: 'key_x',
    })
    expect(withKeys.get('form-action')).toEqual(["'self'", 'mailto:'])
  })
})
