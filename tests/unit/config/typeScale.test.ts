import { beforeAll, describe, expect, it } from 'vitest'
import { RADIUS, TYPE_SCALE } from '@/config/tokens'
import { DEFAULT_SIZES } from '../../../scripts/lint/house-rules.mjs'
import tailwindConfig from '../../../tailwind.config.ts'
import { siteCss } from '../support/siteCss'

// docs/house-style.md "Type and corners come from the tokens": the theme's font sizes and radii are the design tokens' roles and nothing else.
// Tailwind's own `text-3xl` or `rounded-xl` compile to nothing (house/type-scale flags them in
// the code); every role compiles to its value.

const ROLE_CLASSES = Object.keys(TYPE_SCALE).map((name) => `text-${name}`)
const RADIUS_CLASSES = Object.keys(RADIUS).map((name) => `rounded-${name}`)
/** Tailwind's radius scale (its theme's `--radius-*`), gone with the theme's own radii. */
const DEFAULT_RADII = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'].map((n) => `rounded-${n}`)
const DEFAULT_CLASSES = [...DEFAULT_SIZES.map((size) => `text-${size}`), ...DEFAULT_RADII]

/** A class name as CSS writes it in a selector, as a regular expression (`print\:x`). */
const selectorOf = (name: string) => name.replace(/[:[\]]/g, (c) => `\\\\\\${c}`)
/** The declarations the compiled CSS gives the class `name` (its first rule). */
const ruleOf = (css: string, name: string) =>
  new RegExp(`\\.${selectorOf(name)}\\s*\\{([^}]*)\\}`).exec(css)?.[1]

describe('the theme has the tokens’ type and radius roles only', () => {
  let css = ''
  beforeAll(async () => {
    css = await siteCss(
      [...ROLE_CLASSES, ...RADIUS_CLASSES, ...DEFAULT_CLASSES, 'print:text-body'],
      tailwindConfig,
    )
  })

  it('Tailwind’s default sizes and radii compile to nothing', () => {
    for (const name of DEFAULT_CLASSES) expect(ruleOf(css, name), name).toBeUndefined()
  })

  it('every type role sets its font size, and its line height where it has one', () => {
    for (const [name, role] of Object.entries(TYPE_SCALE)) {
      const rule = ruleOf(css, `text-${name}`)
      expect(rule, name).toMatch(/font-size:/)
      if ('leading' in role) expect(rule, name).toMatch(/line-height:/)
    }
  })

  it('every radius role sets its radius', () => {
    for (const name of Object.keys(RADIUS))
      expect(ruleOf(css, `rounded-${name}`), name).toMatch(/border-radius:/)
  })

  it('a role still works on paper (the testimonial quote prints at the body size)', () => {
    expect(css).toMatch(/@media print\s*\{\s*\.print\\:text-body\s*\{[^}]*font-size:/)
  })
})
