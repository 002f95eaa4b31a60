import { describe, expect, it } from 'vitest'
import { parseArgs } from '../../../scripts/measure/bench/args.mjs'

// The bench's options (scripts/measure/bench/args.mjs; docs/measurements.md).

const parse = (...options: string[]) => parseArgs(['node', 'bench.mjs', ...options])

describe('--moments: the taps at moments', () => {
  it('takes ms after the first paint, and `hydrated` for the tap once the app has hydrated', () => {
    expect(parse('--moments', '0,600,hydrated,5000').moments).toEqual([0, 600, 'hydrated', 5000])
  })
  it('is the bench’s own list when not given', () => {
    expect(parse().moments).toBeNull()
  })
})

describe('--hover-ms: how long intent rests before the click', () => {
  it('is the bench’s own least intent when not given, else the ms given', () => {
    expect(parse().hoverMs).toBeNull()
    expect(parse('--hover-ms', '250').hoverMs).toBe(250)
  })
})
