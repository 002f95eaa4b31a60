import { describe, expect, it } from 'vitest'
import { isHomePath, localeFromPath, LOCALE_HOME } from '@/lib/locale'

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

describe('isHomePath (spec §4: the response timer starts "on the home page")', () => {
  it('/, /lv and /ru are home pages', () => {
    for (const p of ['/', '/lv', '/lv/', '/ru', '/ru/']) expect(isHomePath(p), p).toBe(true)
  })
  it('no other page is', () => {
    for (const p of ['/services', '/contacts', '/cases/lv', '/lvx', '/about-us/'])
      expect(isHomePath(p), p).toBe(false)
  })
})
