import { render, screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SWIPE_MIN_PX, TESTIMONIAL_SWAP_MS } from '@/config/constants'
import { testimonialsOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { TestimonialsSection } from '@/sections/testimonials/TestimonialsSection'
import { advance, crossBoundary, expectNoTimersLeft, withFakeClock } from '../support/clock'
import { startFakeEmbla, type FakeEmbla } from '../support/fakeEmbla'
import { stubMedia } from '../support/media'
import { swipe } from '../support/swipe'
import { setupUser } from '../support/user'

// jsdom has no layout for Embla to measure: the carousel gets Embla's API as a fake that selects
// at once (tests/unit/support/fakeEmbla.ts). The swap is a timer on Vitest's fake clock.
let embla: FakeEmbla
vi.mock('embla-carousel-react', () => import('../support/fakeEmbla').then((m) => m.fakeEmblaReact))
withFakeClock()

describe('testimonials on Embla (spec §4 Testimonials)', () => {
  const items = testimonialsOf(homeContent)
  const renderTestimonials = ({ isReduced = false } = {}) => {
    stubMedia({ width: 1280, isReduced })
    embla = startFakeEmbla(items.length)
    const view = render(<TestimonialsSection content={{ ...homeContent.testimonials, items }} />)
    return { ...view, card: document.querySelector('[data-testimonial]') as HTMLElement }
  }
  let user: UserEvent
  beforeEach(() => {
    user = setupUser()
  })
  const choose = (i: number) =>
    user.click(screen.getAllByRole('button', { name: new RegExp(items[i]!.name) })[0]!)
  const shown = () => document.querySelector('[data-testimonial]')?.getAttribute('data-testimonial')

  it('hands Embla a looping carousel whose own drag is off (the 50 px rule decides)', () => {
    renderTestimonials()
    expect(embla.options).toMatchObject({ loop: true, watchDrag: false })
  })

  it('a chosen client dims the card (the transition flag) and swaps it exactly 150 ms later', async () => {
    const { card } = renderTestimonials()
    await choose(2)
    expect(card).toHaveAttribute('data-busy')
    crossBoundary(TESTIMONIAL_SWAP_MS, {
      before: () => {
        expect(embla.scrollTo).not.toHaveBeenCalled()
        expect(shown()).toBe(items[0]!.key)
        expect(card).toHaveAttribute('data-busy')
      },
      at: () => {
        expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(2, true)
        expect(shown()).toBe(items[2]!.key)
        expect(card).not.toHaveAttribute('data-busy')
      },
    })
    expect(screen.getAllByRole('button', { name: new RegExp(items[2]!.name) })[0]).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it('ignores the current client, and any choice while a swap runs; takes one once it is done', async () => {
    const { card } = renderTestimonials()
    await choose(0)
    expect(card).not.toHaveAttribute('data-busy')
    expect(vi.getTimerCount()).toBe(0)
    await choose(3)
    advance(TESTIMONIAL_SWAP_MS - 1)
    await choose(4)
    advance(1)
    expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(3, true)
    expect(shown()).toBe(items[3]!.key)
    // the choice made during the swap left nothing behind: no later swap to it
    expect(vi.getTimerCount()).toBe(0)
    advance(TESTIMONIAL_SWAP_MS)
    expect(embla.scrollTo).toHaveBeenCalledOnce()
    await choose(4)
    advance(TESTIMONIAL_SWAP_MS)
    expect(embla.scrollTo).toHaveBeenLastCalledWith(4, true)
  })

  it('a swipe needs 50 px: left = next, right = previous, and both ends wrap', () => {
    const { card } = renderTestimonials()
    const viewport = card.querySelector('ul')!.parentElement!
    swipe(viewport, -(SWIPE_MIN_PX - 1))
    expect(card).not.toHaveAttribute('data-busy')
    swipe(viewport, SWIPE_MIN_PX)
    advance(TESTIMONIAL_SWAP_MS)
    expect(shown()).toBe(items.at(-1)!.key)
    swipe(viewport, -2 * SWIPE_MIN_PX)
    advance(TESTIMONIAL_SWAP_MS)
    expect(shown()).toBe(items[0]!.key)
    // mostly vertical: a page scroll, not a swipe
    swipe(viewport, -2 * SWIPE_MIN_PX, 3 * SWIPE_MIN_PX)
    expect(card).not.toHaveAttribute('data-busy')
    expect(embla.scrollTo).toHaveBeenCalledTimes(2)
  })

  it('reduced motion: the same flag and the same 150 ms swap (only the drawing is instant)', async () => {
    const { card } = renderTestimonials({ isReduced: true })
    await choose(1)
    crossBoundary(TESTIMONIAL_SWAP_MS, {
      before: () => expect(card).toHaveAttribute('data-busy'),
      at: () => expect(shown()).toBe(items[1]!.key),
    })
  })

  it('leaves no timer behind when it unmounts during a swap', async () => {
    const { unmount } = renderTestimonials()
    await choose(1)
    unmount()
    expectNoTimersLeft()
  })
})
