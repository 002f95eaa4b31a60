import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import tailwindConfig from '../../../tailwind.config.ts'

// issue 28 §3: every motion token of the theme is used, and only for what its name says; no class
// writes a duration of its own.

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

/**
 * The tokens of one feature of the specification, each allowed in its feature's folder only (a
 * hover elsewhere that borrowed the partner fade would change with it).
 */
const SPEC_TOKEN_HOMES: Record<string, string> = {
  'project-reveal': 'sections/featured-projects/',
}

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
 * The tokens a style sheet reads with `theme()` (the page cross-fade is drawn on the View
 * Transitions pseudo-elements, which take no class), with their file.
 */
const themeReads = files.flatMap(({ file, text }) =>
  [...text.matchAll(/theme\(transition(Duration|TimingFunction)\.([\w-]+)\)/g)].map((m) => ({
    file,
    kind: m[1] === 'Duration' ? 'duration' : 'ease',
    name: m[2]!,
  })),
)

describe('the motion tokens of the Tailwind theme (issue 28 §3)', () => {
  it('finds the classes it checks', () => {
    expect(motionClasses.filter((c) => c.kind === 'duration').length).toBeGreaterThan(20)
  })

  it('every duration, easing or delay in a class name is a theme token, never a number', () => {
    const strays = motionClasses
      .filter(({ kind, name }) =>
        kind === 'duration'
          ? !DURATION_TOKENS.includes(name)
          : kind === 'ease'
            ? !EASING_TOKENS.includes(name)
            : true,
      )
      .map(({ file, kind, name }) => `${file}: ${kind}-${name}`)
    expect(strays).toEqual([])
    for (const { file, text } of files) {
      expect(text, file).not.toMatch(/\[(transition|animation)-(duration|delay):/)
    }
  })

  it('every token has a consumer', () => {
    const used = new Set([...motionClasses, ...themeReads].map(({ name }) => name))
    const unused = [...DURATION_TOKENS, ...EASING_TOKENS].filter((token) => !used.has(token))
    expect(unused).toEqual([])
  })

  it("a spec timing's token is used by its own feature only", () => {
    const elsewhere = motionClasses
      .filter(({ kind, name }) => kind === 'duration' && name in SPEC_TOKEN_HOMES)
      .filter(({ file, name }) => !file.startsWith(SPEC_TOKEN_HOMES[name]!))
      .map(({ file, name }) => `${file}: duration-${name}`)
    expect(elsewhere).toEqual([])
  })

  it('`duration-state` is not a hover: a class list with it has no hover or focus variant', () => {
    const mixed = files.flatMap(({ file, text }) =>
      [...text.matchAll(/(['"`])([^'"`\n]*\bduration-state\b[^'"`\n]*)\1/g)]
        .filter((m) => /(^|\s)(group-)?(hover|focus|focus-visible|active):/.test(m[2]!))
        .map((m) => `${file}: ${m[2]}`),
    )
    expect(mixed).toEqual([])
  })

  it('the old tokens are gone: the team lock and the swap drive no CSS', () => {
    for (const retired of ['lock', 'swap', 'collapse', 'fade', 'reveal'])
      expect(DURATION_TOKENS).not.toContain(retired)
  })
})
