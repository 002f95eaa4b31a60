import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { frame as frameEn } from '@/content/frame/en'
import { frame as frameLv } from '@/content/frame/lv'
import { frame as frameRu } from '@/content/frame/ru'
import { buildDefines } from '@/config/buildDefines'

describe('the copyright year', () => {
  it('is the year the build runs in', () => {
    expect(buildDefines(new Date('2031-06-01T12:00:00Z'))).toEqual({ __BUILD_YEAR__: '2031' })
    // this test run is a build too (vitest reads vite.config.ts)
    expect(__BUILD_YEAR__).toBe(new Date().getFullYear())
  })

  it('every language writes the build year in the footer', () => {
    for (const frame of [frameEn, frameLv, frameRu])
      expect(frame.footer.copyright(__BUILD_YEAR__)).toMatch(
        new RegExp(`^© ${__BUILD_YEAR__} ${site.legalName}\\. `),
      )
  })

  it('no year is written into the frame copy', () => {
    const content = join(import.meta.dirname, '../../../src/content')
    const files = [
      join(content, 'navigation.ts'),
      ...readdirSync(join(content, 'frame')).map((file) => join(content, 'frame', file)),
    ]
    for (const file of files)
      expect(readFileSync(file, 'utf8').match(/\b(19|20)\d\d\b/g), file).toBeNull()
  })
})
