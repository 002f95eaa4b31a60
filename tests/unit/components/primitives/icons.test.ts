import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderSprite, SPRITE_PATH } from '../../../../scripts/art/generate-icons.mjs'
import icons from '@/components/primitives/icons.json'

describe('icon sprite', () => {
  it('is the one icons.json draws (run `npm run icons` after editing it)', async () => {
    expect(fs.readFileSync(SPRITE_PATH, 'utf8')).toBe(await renderSprite())
  })

  it('has one symbol for every icon name', () => {
    const sprite = fs.readFileSync(SPRITE_PATH, 'utf8')
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(Object.keys(icons).filter((k) => !k.startsWith('$')))
  })
})
