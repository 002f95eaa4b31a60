import { beforeEach, describe, expect, it } from 'vitest'
import { isPlainClick, ownPath } from '@/lib/moving/links'

// Which links are the site's own (docs/moving.md): decided in one place, `ownPath`.

const isPage = (path: string) => path !== '/nowhere'
const at = { origin: window.location.origin, pathname: '/cases' }
const link = (id: string) => document.getElementById(id) as HTMLAnchorElement

beforeEach(() => {
  document.body.innerHTML = `
    <a id="about" href="/about-us#team">About</a><a id="self" href="/cases#list">Cases</a>
    <a id="nowhere" href="/nowhere">Gone</a><a id="out" href="https://example.org/about-us">Out</a>
    <a id="tab" href="/about-us" target="_blank">Tab</a><a id="file" href="/about-us" download>File</a>
    <a id="here" href="/contacts" target="_self">Contacts</a>`
})

describe('ownPath: the page a navigation inside the site goes to', () => {
  it('is the pathname of a link to another page of the router’s table, opened here', () => {
    expect(ownPath(link('about'), isPage, at)).toBe('/about-us')
    expect(ownPath(link('here'), isPage, at)).toBe('/contacts')
  })

  it.each([
    ['self', 'the page the visitor is on (an anchor: the router’s)'],
    ['nowhere', 'no page of the table'],
    ['out', 'another origin'],
    ['tab', 'a new tab'],
    ['file', 'a download'],
  ])('is none for %s: %s', (id) => {
    expect(ownPath(link(id), isPage, at)).toBeNull()
  })

  it('is none for no link', () => {
    expect(ownPath(null, isPage, at)).toBeNull()
  })
})

describe('isPlainClick: the press the page handles itself', () => {
  const press = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false }
  it('is the main button without a modifier', () => {
    expect(isPlainClick(press)).toBe(true)
    for (const change of [
      { button: 1 },
      { metaKey: true },
      { altKey: true },
      { ctrlKey: true },
      { shiftKey: true },
    ])
      expect(isPlainClick({ ...press, ...change }), JSON.stringify(change)).toBe(false)
  })
})
