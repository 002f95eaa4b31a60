import { describe, expect, it } from 'vitest'
import { crossBoundary, withFakeClock } from './clock'

// The clock helpers themselves (README "Testing a timing"): a boundary that fails says when.
withFakeClock()

describe('crossBoundary', () => {
  const startedAt = () => {
    const start = Date.now()
    return () => Date.now() - start
  }

  it('reads `before` 1 ms before the boundary and `at` on it, and ends there', () => {
    const elapsed = startedAt()
    const reads: number[] = []
    crossBoundary(150, { before: () => reads.push(elapsed()), at: () => reads.push(elapsed()) })
    expect(reads).toEqual([149, 150])
    expect(elapsed()).toBe(150)
  })

  it('a failure before the boundary says its time: at +149 ms (before)', () => {
    const cross = () =>
      crossBoundary(150, {
        before: () => expect('swapped').toBe('waiting'),
        at: () => {},
      })
    expect(cross).toThrow(/^at \+149 ms \(before\): expected 'swapped' to be 'waiting'/)
  })

  it('a failure at the boundary says its time: at +150 ms (boundary)', () => {
    const cross = () =>
      crossBoundary(150, {
        before: () => {},
        at: () => expect('waiting').toBe('swapped'),
      })
    expect(cross).toThrow(/^at \+150 ms \(boundary\): expected 'waiting' to be 'swapped'/)
  })

  it('keeps the failed assertion itself, with what it expected and received', () => {
    let failure: unknown
    try {
      crossBoundary(150, { before: () => expect(1).toBe(2), at: () => {} })
    } catch (error) {
      failure = error
    }
    expect(failure).toMatchObject({ expected: 2, actual: 1 })
  })
})
