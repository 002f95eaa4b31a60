import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PARTNER_FADE_CLEAR_MS, PARTNER_FADE_MS, PARTNER_ROTATION_MS } from '@/config/constants'
import { useRotation, type RotationOptions } from '@/hooks/useRotation'
import { loadAnimate } from '@/motion/loadAnimate'
import { partnerSets, PARTNERS_PER_SET } from '@/sections/partners/PartnerStrip'

// framer-motion animates on Vitest's fake clock (one frame = 16 ms): "at 300 ms" means by the
// first frame at or after it.
const FRAME_MS = 16

function Strip({ sets, options }: { sets: number; options?: RotationOptions }) {
  const { scope, setIndex, isFading } = useRotation<HTMLUListElement>(sets, options)
  return <ul ref={scope} data-set={setIndex} data-fading={isFading ? '' : undefined} />
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const strip = () => document.querySelector('ul') as HTMLUListElement
const state = () => ({
  set: Number(strip().dataset.set),
  isFading: strip().hasAttribute('data-fading'),
  opacity: Number(strip().style.opacity || 1),
})

beforeEach(async () => {
  // the hook loads framer-motion when its first fade is due: have it loaded, on the real clock
  await loadAnimate()
  vi.useFakeTimers()
})
afterEach(async () => {
  cleanup()
  await vi.advanceTimersByTimeAsync(1000)
})

describe('partner strip rotation (spec §4)', () => {
  it('groups sixteen logos in sets of 4, or 2 on mobile', () => {
    const logos = Array.from({ length: 16 }, (_, i) => i)
    expect(partnerSets(logos, PARTNERS_PER_SET.wide)).toHaveLength(4)
    expect(partnerSets(logos, PARTNERS_PER_SET.mobile)).toHaveLength(8)
    expect(partnerSets(logos, PARTNERS_PER_SET.wide)[1]).toEqual([4, 5, 6, 7])
  })

  it('every 5 s: framer-motion fades it out for 300 ms, the set switches, the flag clears 50 ms later', async () => {
    render(<Strip sets={4} />)
    await advance(PARTNER_ROTATION_MS - 1)
    expect(state()).toEqual({ set: 0, isFading: false, opacity: 1 })
    await advance(1)
    expect(state()).toMatchObject({ set: 0, isFading: true })
    await advance(PARTNER_FADE_MS / 2)
    expect(state().opacity).toBeGreaterThan(0)
    expect(state().opacity).toBeLessThan(1)
    await advance(PARTNER_FADE_MS / 2 - FRAME_MS)
    expect(state().set).toBe(0)
    await advance(FRAME_MS * 2)
    expect(state()).toEqual({ set: 1, isFading: true, opacity: 0 })
    await advance(PARTNER_FADE_CLEAR_MS - FRAME_MS * 2)
    expect(state()).toEqual({ set: 1, isFading: true, opacity: 0 })
    await advance(FRAME_MS * 2)
    expect(state()).toMatchObject({ set: 1, isFading: false })
    await advance(PARTNER_FADE_MS + FRAME_MS)
    expect(state().opacity).toBe(1)
  })

  it('wraps from the last set to the first', async () => {
    render(<Strip sets={2} />)
    await advance(PARTNER_ROTATION_MS + PARTNER_FADE_MS + FRAME_MS)
    expect(state().set).toBe(1)
    await advance(PARTNER_ROTATION_MS)
    expect(state().set).toBe(0)
  })

  it('stands still while paused, and leaves no timer behind', async () => {
    const { unmount } = render(<Strip sets={4} options={{ isPaused: true }} />)
    await advance(PARTNER_ROTATION_MS * 3)
    expect(state()).toEqual({ set: 0, isFading: false, opacity: 1 })
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a pause in the middle of a fade shows the strip again at once', async () => {
    const { rerender } = render(<Strip sets={4} />)
    await advance(PARTNER_ROTATION_MS + PARTNER_FADE_MS / 2)
    rerender(<Strip sets={4} options={{ isPaused: true }} />)
    expect(state()).toEqual({ set: 0, isFading: false, opacity: 1 })
  })
})
