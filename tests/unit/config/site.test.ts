import { afterEach, describe, expect, it, vi } from 'vitest'
import { isCityInAddress } from '@/config/site'

/** The About and Contacts copy of a build whose config has these env overrides. */
async function copyWith(env: Record<string, string> = {}) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const { contactsContent } = await import('@/content/contacts')
  const { aboutContent } = await import('@/content/about')
  return JSON.stringify({ contactsContent, aboutContent })
}

afterEach(() => vi.unstubAllEnvs())

describe('the city and office hours come from the config', () => {
  it('names the default city and hours', async () => {
    const copy = await copyWith()
    expect(copy).toContain('Mon–Fri, 9:00–18:00 (Riga time)')
    expect(copy).toContain('a Riga studio')
  })

  it('follows VITE_CITY and VITE_OFFICE_HOURS everywhere the copy names them', async () => {
    const copy = await copyWith({
      VITE_ADDRESS: 'Gedimino pr. 1, Vilnius, LT-01103, Lithuania',
      VITE_CITY: 'Vilnius',
      VITE_OFFICE_HOURS: 'Mon–Thu, 8:00–17:00',
    })
    expect(copy).toContain('Mon–Thu, 8:00–17:00 (Vilnius time)')
    expect(copy).toContain('a Vilnius studio')
    expect(copy).toContain('office in Vilnius')
    expect(copy).not.toMatch(/Riga|Rīga/)
  })

  it("tells whether an address names the city, diacritics aside (the build's warning)", () => {
    expect(isCityInAddress('Riga', 'Brīvības iela 100, Rīga, LV-1011, Latvia')).toBe(true)
    expect(isCityInAddress('Riga', 'Gedimino pr. 1, Vilnius, LT-01103, Lithuania')).toBe(false)
  })
})
