import { describe, expect, it } from 'vitest'
import { SWIPE_MIN_PX } from '@/config/constants'
import { swipeDirection } from '@/hooks/useSwipe'

describe('swipes are decided by distance (spec §4: at least 50 px)', () => {
  it('49 px is not a swipe, 50 px is', () => {
    expect(swipeDirection(-(SWIPE_MIN_PX - 1), 0)).toBeNull()
    expect(swipeDirection(-SWIPE_MIN_PX, 0)).toBe('left')
    expect(swipeDirection(SWIPE_MIN_PX, 0)).toBe('right')
  })
  it('a mostly vertical gesture (a page scroll) never moves a slider', () => {
    expect(swipeDirection(-80, 120)).toBeNull()
    expect(swipeDirection(80, -80)).toBeNull()
  })
})
