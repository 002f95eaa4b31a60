import { describe, expect, it } from 'vitest'
import { INDUSTRY_STACK } from '@/config/constants'
import {
  cardArrival,
  cardPlacement,
  STACK_HEADROOM_PX,
  stackMaximum,
  stackProgress,
} from '@/sections/industries/IndustriesStackSection'

describe('industries stack progress (spec §4)', () => {
  it('runs from 0 to a maximum that depends on the number of cards', () => {
    expect(stackMaximum(6)).toBe(5)
    expect(stackProgress(0, 6)).toBe(0)
    expect(stackProgress(0.5, 6)).toBe(2.5)
    expect(stackProgress(1, 6)).toBe(5)
    expect(stackProgress(1.4, 6)).toBe(5)
    expect(stackProgress(-0.2, 6)).toBe(0)
  })
  it('cards arrive one after another', () => {
    expect(cardArrival(0, 0)).toBe(1)
    expect(cardArrival(0, 1)).toBe(0)
    expect(cardArrival(0.5, 1)).toBe(0.5)
    expect(cardArrival(1, 1)).toBe(1)
    expect(cardArrival(1, 2)).toBe(0)
  })
  it('lifts and shrinks the cards below the top one, at most three deep, within the headroom', () => {
    expect(cardPlacement(0, 1)).toEqual({
      y: `${INDUSTRY_STACK.enterPercent}%`,
      scale: 1,
      lift: -0,
    })
    expect(cardPlacement(1, 1)).toEqual({ y: '0%', scale: 1, lift: -0 })
    expect(cardPlacement(3, 1)).toEqual({ y: '0%', scale: 0.92, lift: -36 })
    // five cards above: still only three steps of lift, which the headroom above the stack holds
    expect(cardPlacement(5, 0).lift).toBe(-54)
    expect(STACK_HEADROOM_PX).toBe(-cardPlacement(5, 0).lift)
  })
})
