import { describe, expect, it, vi } from 'vitest'
import { PAGES_AHEAD_MAX } from '@/config/constants'
import { pagesAhead } from '@/lib/moving/ahead'

// The pages a page view renders ahead (docs/moving.md "The next page rendered before the tap").

describe('pagesAhead: a page view’s guesses', () => {
  it(`tells the paths, the latest first, at most ${PAGES_AHEAD_MAX}, the oldest let go`, () => {
    const onAhead = vi.fn()
    const guess = pagesAhead('/', onAhead)
    const paths = ['/about-us', '/cases', '/contacts', '/services']
    for (const path of paths) guess(path)
    expect(onAhead.mock.calls.map(([told]) => told)).toEqual([
      ['/about-us'],
      ['/cases', '/about-us'],
      ['/contacts', '/cases'],
      ['/services', '/contacts'],
    ])
  })

  it('never the page view itself, and a path held already is not told again', () => {
    const onAhead = vi.fn()
    const guess = pagesAhead('/cases', onAhead)
    guess('/cases')
    guess('/about-us')
    guess('/about-us')
    expect(onAhead.mock.calls).toEqual([[['/about-us']]])
  })
})
