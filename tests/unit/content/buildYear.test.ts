import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { frameContent } from '@/content/navigation'
import { buildDefines } from '@/config/buildDefines'

describe('the copyright year (issue 29 §5)', () => {
  it('is the year the build runs in', () => {
    expect(buildDefines(new Date('2031-06-01T12:00:00Z'))).toEqual({ __BUILD_YEAR__: '2031' })
    // this test run is a build too (vitest reads vite.config.ts)
    expect(__BUILD_YEAR__).toBe(new Date().getFullYear())
  })

  it('every language writes the build year in the footer', () => {
    for (const frame of Object.values(frameContent))
      expect(frame.footer.copyright).toMatch(
        new RegExp(`^© ${__BUILD_YEAR__} ${site.legalName}\\. `),
      )
  })

  it('no year is written into the frame copy', () => {
    const source = readFileSync(
      join(import.meta.dirname, '../../../src/content/navigation.ts'),
      'utf8',
    )
    expect(source.match(/\b(19|20)\d\d\b/g)).toBeNull()
  })
})
