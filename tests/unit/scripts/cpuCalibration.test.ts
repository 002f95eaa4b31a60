import { describe, expect, it } from 'vitest'
import {
  benchCpuMultiplier,
  calibratedCpuMultiplier,
} from '../../../scripts/measure/cpu-calibration.mjs'

describe('calibratedCpuMultiplier (npm run bench)', () => {
  it("gives Lighthouse's default 4× on the host it was made for", () => {
    expect(calibratedCpuMultiplier(1533)).toBe(4)
  })

  it("follows the calculator's points and the lines between them", () => {
    expect(calibratedCpuMultiplier(800)).toBe(2)
    expect(calibratedCpuMultiplier(1300)).toBe(3)
    expect(calibratedCpuMultiplier(1050)).toBeCloseTo(2.5)
    expect(calibratedCpuMultiplier(1188)).toBeCloseTo(2.776)
    expect(calibratedCpuMultiplier(1883)).toBeCloseTo(5.5)
  })

  it('asks more of a faster host than the default, past the last point too', () => {
    expect(calibratedCpuMultiplier(2233)).toBeCloseTo(7)
  })

  it('never goes under 1×, and refuses a missing index', () => {
    expect(calibratedCpuMultiplier(100)).toBe(1)
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(/benchmarkIndex/)
  })
})

describe('benchCpuMultiplier', () => {
  it("lowers the slowdown on a slow host and never raises it past Lighthouse's default", () => {
    expect(benchCpuMultiplier(1050)).toBeCloseTo(2.5)
    expect(benchCpuMultiplier(1533)).toBe(4)
    expect(benchCpuMultiplier(1883)).toBe(4)
  })
})
