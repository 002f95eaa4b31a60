import { describe, expect, it } from 'vitest'
import { localeFromPath, LOCALE_HOME } from '@/lib/locale'

describe('localeFromPath (spec §2.2)', () => {
  it('/lv means LV and /ru means RU', () => {
    expect(localeFromPath('/lv')).toBe('lv')
    expect(localeFromPath('/lv/')).toBe('lv')
    expect(localeFromPath('/ru')).toBe('ru')
  })
  it('anything else means EN', () => {
    for (const p of ['/', '/services', '/cases/lv', '/lvx', '/russia', '']) {
      expect(localeFromPath(p)).toBe('en')
    }
  })
  it('the language buttons go to /lv, / and /ru', () => {
    expect(LOCALE_HOME).toEqual({ lv: '/lv', en: '/', ru: '/ru' })
  })
})
