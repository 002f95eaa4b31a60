import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BUILD_TARGET, SUPPORTED_BROWSERS } from '@/config/browsers'

describe('the supported browsers', () => {
  it('are what the build targets', () => {
    expect(BUILD_TARGET).toEqual(['chrome111', 'edge111', 'firefox128', 'safari16.4'])
  })

  it('are what the README lists', () => {
    const readme = fs.readFileSync('README.md', 'utf8')
    const section = readme.slice(readme.indexOf('### Supported browsers'))
    const { chrome, edge, firefox, safari } = SUPPORTED_BROWSERS
    expect(section).toContain(
      `Chrome and Edge ${chrome === edge ? chrome : `${chrome}/${edge}`}+, Firefox ${firefox}+, Safari ${safari}+`,
    )
  })
})
