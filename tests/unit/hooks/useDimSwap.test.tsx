import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CAROUSEL_DIM_OPACITY, INDUSTRY_TRANSITION_MS } from '@/config/constants'
import { useDimSwap, type DimSwap } from '@/hooks/useDimSwap'
import { advance, crossBoundary, expectNoTimersLeft, withFakeClock } from '../support/clock'
import { createFakeEmbla } from '../support/fakeEmbla'

// docs/motion.md "State on the clock, pixels on the animation": the dim is drawn on the page's own clock (framer-motion's frame loop: animation
// frames and performance.now, both on Vitest's fake clock here), so at every instant the drawing
// matches the state the timer gives, whichever clock runs.
withFakeClock()
// framer-motion's frame loop is one for the whole file: each test unmounts and lets the loop's
// last frame run on its own fake clock, so no frame stays asked of a clock that is put away
afterEach(() => {
  cleanup()
  advance(INDUSTRY_TRANSITION_MS)
})

const SLIDES = 6

function renderDim({ isReduced = false } = {}) {
  const embla = createFakeEmbla(SLIDES)
  const swap: { current?: DimSwap } = {}
  function Card() {
    swap.current = useDimSwap(embla.api, { duration: 'INDUSTRY_TRANSITION_MS', isReduced })
    return <div ref={swap.current.scope} data-testid="card" />
  }
  const view = render(<Card />)
  const card = view.getByTestId('card')
  return {
    ...view,
    embla,
    dim: () => swap.current!,
    /** the opacity drawn on the card now (1 before anything was drawn) */
    opacity: () => Number(card.style.opacity || 1),
  }
}

describe('the carousel dim on the page clock (useDimSwap)', () => {
  it('dims the card to half opacity over the 150 ms change and brings it back after the swap', () => {
    const { dim, embla, opacity } = renderDim()
    act(() => void dim().goTo(1))
    expect(dim().isTransitioning).toBe(true)
    crossBoundary(INDUSTRY_TRANSITION_MS, {
      before: () => {
        expect(embla.scrollTo).not.toHaveBeenCalled()
        expect(opacity()).toBeCloseTo(CAROUSEL_DIM_OPACITY, 1)
        expect(opacity()).toBeGreaterThanOrEqual(CAROUSEL_DIM_OPACITY)
      },
      at: () => {
        expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(1, true)
        expect(dim().isTransitioning).toBe(false)
        // the way back has just begun
        expect(opacity()).toBeCloseTo(CAROUSEL_DIM_OPACITY, 1)
      },
    })
    // (the last animation frame within it falls a few milliseconds before its end)
    advance(INDUSTRY_TRANSITION_MS)
    expect(opacity()).toBeCloseTo(1, 2)
  })

  it('is still at full opacity in the first instant of the change, and dimming within it', () => {
    const { dim, opacity } = renderDim()
    act(() => void dim().goTo(1))
    expect(opacity()).toBe(1)
    advance(INDUSTRY_TRANSITION_MS / 2)
    expect(opacity()).toBeLessThan(1)
    expect(opacity()).toBeGreaterThan(CAROUSEL_DIM_OPACITY)
  })

  it('under reduced motion draws the dim at once, at the request and at the swap', () => {
    const { dim, opacity } = renderDim({ isReduced: true })
    act(() => void dim().goTo(1))
    expect(opacity()).toBe(CAROUSEL_DIM_OPACITY)
    crossBoundary(INDUSTRY_TRANSITION_MS, {
      before: () => expect(opacity()).toBe(CAROUSEL_DIM_OPACITY),
      at: () => expect(opacity()).toBe(1),
    })
  })

  it('leaves no timer behind after an unmount mid-change', () => {
    const { dim, unmount } = renderDim()
    act(() => void dim().goTo(1))
    advance(INDUSTRY_TRANSITION_MS / 2)
    unmount()
    advance(INDUSTRY_TRANSITION_MS)
    expectNoTimersLeft()
  })
})
