import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import tailwindConfig from '../../../tailwind.config.ts'

// docs/house-style.md "Motion is a theme token": every motion token of the theme is used. That a class writes no duration of its
// own, and that a spec token stays in its feature, are lint rules (MOTION_CLASSES and
// SPEC_TOKEN_HOMES in eslint.config.js, proved in houseRules.test.ts); whether a token is used
// anywhere is a fact of the whole source, which a lint rule (one file at a time) cannot see.

const { transitionDuration, transitionTimingFunction } = (
  tailwindConfig.theme as {
    extend: {
      transitionDuration: Record<string, string>
      transitionTimingFunction: Record<string, string>
    }
  }
).extend
const DURATION_TOKENS = Object.keys(transitionDuration)
const EASING_TOKENS = Object.keys(transitionTimingFunction)

const srcDir = path.resolve(__dirname, '../../../src')
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sources(p) : /\.(tsx?|css|html)$/.test(e.name) ? [p] : []
  })
/**
 * The code of `src/` outside `config/` (which names the tokens, and uses none), without its
 * comments (which may name a token they do not use).
 */
const files = sources(srcDir)
  .map((f) => path.relative(srcDir, f).split(path.sep).join('/'))
  .filter((file) => !file.startsWith('config/'))
  .map((file) => ({
    file,
    text: fs
      .readFileSync(path.join(srcDir, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1'),
  }))

/** Every `duration-…`, `ease-…` and `delay-…` utility written in that code, with its file. */
const motionClasses = files.flatMap(({ file, text }) =>
  [...text.matchAll(/(?<![\w-])(duration|ease|delay)-([\w.[\]%/-]+)/g)].map((m) => ({
    file,
    kind: m[1]!,
    name: m[2]!,
  })),
)
/**
 * The tokens a style sheet reads with `theme()` (a page entering and the navigation bar are
 * drawn by rules of src/index.css, not by classes), with their file.
 */
const themeReads = files.flatMap(({ file, text }) =>
  [...text.matchAll(/theme\(transition(Duration|TimingFunction)\.([\w-]+)\)/g)].map((m) => ({
    file,
    kind: m[1] === 'Duration' ? 'duration' : 'ease',
    name: m[2]!,
  })),
)

describe('the motion tokens of the Tailwind theme', () => {
  it('finds the classes it checks', () => {
    expect(motionClasses.filter((c) => c.kind === 'duration').length).toBeGreaterThan(20)
  })

  it('every token has a consumer', () => {
    const used = new Set([...motionClasses, ...themeReads].map(({ name }) => name))
    const unused = [...DURATION_TOKENS, ...EASING_TOKENS].filter((token) => !used.has(token))
    expect(unused).toEqual([])
  })

  it('the old tokens are gone: the team lock and the swap drive no CSS', () => {
    for (const retired of ['lock', 'swap', 'collapse', 'fade', 'reveal'])
      expect(DURATION_TOKENS).not.toContain(retired)
  })
})
