import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL_DIM_OPACITY, SWIPE_MIN_PX, TESTIMONIAL_SWAP_MS } from '@/config/constants'
import { testimonialsOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { TestimonialsSection } from '@/sections/testimonials/TestimonialsSection'
import { startFakeEmbla, type FakeEmbla } from '../support/fakeEmbla'
import { stubMedia } from '../support/media'

// jsdom has no layout for Embla to measure: the carousels get Embla's API as a fake that selects
// at once (tests/unit/support/fakeEmbla.ts); framer-motion and embla-carousel-autoplay run for
// real on Vitest's fake timers. One animation frame is 16 ms there, so "at 150 ms" means by the
// first frame at or after it.
let embla: FakeEmbla
vi.mock('embla-carousel-react', () => import('../support/fakeEmbla').then((m) => m.fakeEmblaReact))

const FRAME_MS = 16
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
/** A touch swipe of `dx` px (and `dy`) on an element. */
function swipe(element: Element, dx: number, dy = 0) {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 200 }] })
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 + dx, clientY: 200 + dy }] })
}
const opacityOf = (element: Element) => Number((element as HTMLElement).style.opacity || 1)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(async () => {
  // framer-motion's frame loop is one for the whole file: let it finish its frames on the fake
  // clock before the real one returns, or it waits forever for a frame that clock never runs
  cleanup()
  await vi.advanceTimersByTimeAsync(1000)
  vi.unstubAllGlobals()
})

describe('testimonials on Embla (spec §4 Testimonials)', () => {
  const items = testimonialsOf(homeContent)
  const labels = homeContent.testimonials.slider
  const renderTestimonials = () => {
    stubMedia({ width: 1280 })
    embla = startFakeEmbla(items.length)
    render(<TestimonialsSection content={{ items, slider: labels }} />)
    return document.querySelector('[data-transitioning], .rounded-\\[28px\\]') as HTMLElement
  }

  it('hands Embla a looping carousel whose own drag is off (the 50 px rule decides)', () => {
    renderTestimonials()
    expect(embla.options).toMatchObject({ loop: true, watchDrag: false })
  })

  it('dims the card to half opacity for 150 ms, then Embla jumps to the chosen client', async () => {
    const card = renderTestimonials()
    const third = items[2]!
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(third.name) })[0]!)
    expect(card).toHaveAttribute('data-transitioning')
    await advance(TESTIMONIAL_SWAP_MS / 2)
    expect(opacityOf(card)).toBeLessThan(0.7)
    await advance(TESTIMONIAL_SWAP_MS / 2 - FRAME_MS)
    expect(embla.scrollTo).not.toHaveBeenCalled()
    await advance(FRAME_MS * 2)
    expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(2, true)
    expect(card).not.toHaveAttribute('data-transitioning')
    expect(opacityOf(card)).toBeCloseTo(CAROUSEL_DIM_OPACITY, 1)
    expect(screen.getAllByRole('button', { name: new RegExp(third.name) })[0]).toHaveAttribute(
      'aria-current',
      'true',
    )
    await advance(TESTIMONIAL_SWAP_MS + FRAME_MS)
    expect(opacityOf(card)).toBe(1)
  })

  it('ignores a choice while a swap runs, and a choice of the current client', async () => {
    renderTestimonials()
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(items[0]!.name) })[0]!)
    await advance(TESTIMONIAL_SWAP_MS * 2)
    expect(embla.scrollTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(items[3]!.name) })[0]!)
    await advance(TESTIMONIAL_SWAP_MS / 2)
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(items[4]!.name) })[0]!)
    await advance(TESTIMONIAL_SWAP_MS * 2)
    expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(3, true)
  })

  it('a swipe needs 50 px: left = next, right = previous, and both ends wrap', async () => {
    const card = renderTestimonials()
    swipe(card, -(SWIPE_MIN_PX - 1))
    await advance(TESTIMONIAL_SWAP_MS * 2)
    expect(embla.scrollTo).not.toHaveBeenCalled()
    swipe(card, SWIPE_MIN_PX)
    await advance(TESTIMONIAL_SWAP_MS + FRAME_MS)
    expect(embla.scrollTo).toHaveBeenLastCalledWith(items.length - 1, true)
    swipe(card, -80)
    await advance(TESTIMONIAL_SWAP_MS + FRAME_MS)
    expect(embla.scrollTo).toHaveBeenLastCalledWith(0, true)
    swipe(card, -80, 120)
    await advance(TESTIMONIAL_SWAP_MS * 2)
    expect(embla.scrollTo).toHaveBeenCalledTimes(2)
  })

  it('reduced motion: the swap is instant', () => {
    stubMedia({ width: 1280, isReduced: true })
    embla = startFakeEmbla(items.length)
    render(<TestimonialsSection content={{ items, slider: labels }} />)
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(items[1]!.name) })[0]!)
    expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(1, true)
  })
})
