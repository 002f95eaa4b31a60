import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_CHUNK_NAMES } from '@/config/chunks'
import { PALETTE, rgba } from '@/config/tokens'
import tokens from '@/config/tokens.json' with { type: 'json' }

/**
 * The hand-written files ESLint does not read: the style sheets, the page template, the JSON. In
 * the code (TypeScript, JavaScript) the same facts are lint rules (PALETTE_VALUES and
 * CHUNK_NAME_STRINGS in eslint.config.js, proved in houseRules.test.ts).
 */
function sources(): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? walk(path.join(dir, entry.name))
          : /\.(css|html|json)$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      )
  return [...walk('src'), ...walk('scripts'), 'index.html']
}

const hexes = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.values(value as Record<string, unknown>).flatMap((v) => hexes(v))

describe('one source for each fact', () => {
  it('writes each colour of the palette in src/config/tokens.json only', () => {
    const palette = hexes(tokens.color).map((hex) => hex.toLowerCase())
    expect(palette.length).toBeGreaterThan(20)
    const elsewhere = sources()
      .filter((file) => file !== path.join('src', 'config', 'tokens.json'))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8').toLowerCase()
        return palette
          .filter((hex) => new RegExp(`${hex}\\b`).test(text))
          .map((hex) => `${file}: ${hex}`)
      })
    expect(elsewhere).toEqual([])
  })

  it('writes no colour of the palette as an rgb() triplet either (a class like bg-[rgb(…)])', () => {
    const triplets = hexes(tokens.color).map((hex) => {
      const n = Number.parseInt(hex.slice(1), 16)
      const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
      return { hex, pattern: new RegExp(`\\b${r}[_\\s,]+${g}[_\\s,]+${b}\\b`) }
    })
    const elsewhere = sources()
      .filter((file) => file !== path.join('src', 'config', 'tokens.json'))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8')
        return triplets.filter((t) => t.pattern.test(text)).map((t) => `${file}: ${t.hex}`)
      })
    expect(elsewhere).toEqual([])
  })

  it('names the chunks of the first load in src/config/chunks.ts only', () => {
    const elsewhere = sources()
      .filter((file) => file !== path.join('src', 'config', 'chunks.ts'))
      .flatMap((file) => {
        // a package of the same name ('react') is imported everywhere: imports do not count
        const text = fs
          .readFileSync(file, 'utf8')
          .replace(/\bfrom\s+['"][^'"]+['"]|\bimport\(\s*['"][^'"]+['"]\s*\)/g, '')
        return APP_CHUNK_NAMES.filter((name) => new RegExp(`['"\`]${name}['"\`]`).test(text)).map(
          (name) => `${file}: '${name}'`,
        )
      })
    expect(elsewhere).toEqual([])
  })

  it('turns a token into the rgb() the theme writes', () => {
    expect(rgba(PALETTE.accent.DEFAULT, 0.4)).toBe('rgb(255 176 32 / 0.4)')
    expect(rgba(PALETTE.ink.DEFAULT, 0.06)).toBe('rgb(10 15 30 / 0.06)')
  })
})
