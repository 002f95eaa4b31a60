import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

// What the README prints as code is code that runs: the tester's recipe is a test file of its own.

const readme = fs.readFileSync('README.md', 'utf8')
const RECIPE = 'tests/unit/recipe/testingATiming.test.tsx'

/** The first fenced block after `heading` (its text, without the fences). */
function blockAfter(heading: string): string | undefined {
  const from = readme.indexOf(heading)
  if (from < 0) return undefined
  return /```tsx\n([\s\S]*?)```/.exec(readme.slice(from))?.[1]
}

describe('README "Testing a timing"', () => {
  it(`prints ${RECIPE} as it is`, () => {
    expect(blockAfter('### Testing a timing')).toBe(fs.readFileSync(RECIPE, 'utf8'))
  })
})
