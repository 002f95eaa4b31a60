import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CAROUSEL_DIM_OPACITY,
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  SWIPE_MIN_PX,
  TEAM_SLIDE_LOCK_MS,
  TESTIMONIAL_SWAP_MS,
} from '@/config/constants'
import { aboutContent } from '@/content/about'
import { industriesOf, testimonialsOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { teamMembers } from '@/content/team'
import { IndustriesSliderSection } from '@/sections/industries/IndustriesSliderSection'
import { TEAM_CAROUSEL_OPTIONS, TeamSliderSection } from '@/sections/team-slider/TeamSliderSection'
import { TestimonialsSection } from '@/sections/testimonials/TestimonialsSection'
import { createFakeEmbla, fakeUseEmblaCarousel, type FakeEmbla } from '../support/fakeEmbla'
import { stubMedia } from '../support/media'

// jsdom has no layout for Embla to measure: the carousels get Embla's API as a fake that selects
// at once (tests/unit/support/fakeEmbla.ts); framer-motion and embla-carousel-autoplay run for
// real on Vitest's fake timers. One animation frame is 16 ms there, so "at 150 ms" means by the
// first frame at or after it.
let embla: FakeEmbla
vi.mock('embla-carousel-react', () => ({
  default: (...args: Parameters<ReturnType<typeof fakeUseEmblaCarousel>>) =>
    embla.useCarousel(...args),
}))
declare module '../support/fakeEmbla' {
  interface FakeEmbla {
    useCarousel: ReturnType<typeof fakeUseEmblaCarousel>
  }
}
function withFakeEmbla(snaps: number) {
  embla = createFakeEmbla(snaps)
  embla.useCarousel = fakeUseEmblaCarousel(embla)
}

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
    withFakeEmbla(items.length)
    render(<TestimonialsSection items={items} labels={labels} />)
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
    withFakeEmbla(items.length)
    render(<TestimonialsSection items={items} labels={labels} />)
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(items[1]!.name) })[0]!)
    expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(1, true)
  })
})

describe('industries slider on Embla with embla-carousel-autoplay (spec §4 Industries slider)', () => {
  const items = industriesOf(homeContent)
  const renderSlider = ({ width = 375, isReduced = false } = {}) => {
    stubMedia({ width, isReduced })
    withFakeEmbla(items.length)
    const view = render(
      <IndustriesSliderSection
        items={items}
        title={homeContent.industries.title}
        consultation={homeContent.industries.consultation}
        labels={homeContent.industries.slider}
        onConsultation={() => {}}
      />,
    )
    const card = document.querySelector('[data-industry]') as HTMLElement
    return {
      ...view,
      card,
      region: screen.getByRole('region', { name: homeContent.industries.slider.region }),
    }
  }
  const shown = () => document.querySelector('[data-industry]')?.getAttribute('data-industry')

  it('loops, with Embla drag off and the autoplay plugin at a 4000 ms delay', () => {
    renderSlider()
    expect(embla.options).toMatchObject({ loop: true, watchDrag: false })
    expect(embla.plugins.map((p) => p.name)).toEqual(['autoplay'])
    expect(embla.plugins[0]!.options).toMatchObject({ delay: INDUSTRY_AUTO_ADVANCE_MS })
  })

  it('advances every 4 s: the card dims for 150 ms, then the next industry shows; it wraps', async () => {
    const { card } = renderSlider()
    await advance(INDUSTRY_AUTO_ADVANCE_MS - 1)
    expect(card).not.toHaveAttribute('data-transitioning')
    await advance(1)
    expect(card).toHaveAttribute('data-transitioning')
    expect(shown()).toBe(items[0]!.id)
    await advance(INDUSTRY_TRANSITION_MS + FRAME_MS)
    expect(shown()).toBe(items[1]!.id)
    for (const expected of [2, 3, 4, 5, 0]) {
      await advance(INDUSTRY_AUTO_ADVANCE_MS)
      expect(shown()).toBe(items[expected]!.id)
    }
  })

  it('a manual change restarts the 4 s from zero', async () => {
    renderSlider()
    await advance(INDUSTRY_AUTO_ADVANCE_MS - 1000)
    fireEvent.click(screen.getByRole('button', { name: homeContent.industries.slider.next }))
    await advance(INDUSTRY_TRANSITION_MS + FRAME_MS)
    expect(shown()).toBe(items[1]!.id)
    await advance(INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS - FRAME_MS * 2)
    expect(shown()).toBe(items[1]!.id)
    await advance(INDUSTRY_TRANSITION_MS + FRAME_MS * 3)
    expect(shown()).toBe(items[2]!.id)
  })

  it('arrows and dots wrap and jump; a change during a transition is ignored', async () => {
    renderSlider()
    fireEvent.click(screen.getByRole('button', { name: homeContent.industries.slider.previous }))
    fireEvent.click(screen.getByRole('button', { name: homeContent.industries.slider.next }))
    await advance(INDUSTRY_TRANSITION_MS + FRAME_MS)
    expect(shown()).toBe(items[5]!.id)
    fireEvent.click(screen.getByRole('button', { name: new RegExp(items[3]!.title) }))
    await advance(INDUSTRY_TRANSITION_MS + FRAME_MS)
    expect(shown()).toBe(items[3]!.id)
  })

  it('pauses while hovered or focused; the end of a pause restarts the 4 s', async () => {
    const { region } = renderSlider()
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    await advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(shown()).toBe(items[0]!.id)
    fireEvent.pointerLeave(region)
    await advance(INDUSTRY_AUTO_ADVANCE_MS - 1)
    expect(shown()).toBe(items[0]!.id)
    await advance(INDUSTRY_TRANSITION_MS + FRAME_MS + 1)
    expect(shown()).toBe(items[1]!.id)
    fireEvent.focus(screen.getByRole('button', { name: homeContent.industries.slider.next }))
    await advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(shown()).toBe(items[1]!.id)
  })

  it('does not advance under reduced motion, or wider than 720 px where it is hidden', async () => {
    renderSlider({ isReduced: true })
    await advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(shown()).toBe(items[0]!.id)
  })

  it('leaves no timer behind when it unmounts', async () => {
    const { unmount } = renderSlider()
    await advance(INDUSTRY_AUTO_ADVANCE_MS + 10)
    unmount()
    await advance(INDUSTRY_TRANSITION_MS * 3)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('team slider on Embla (spec §4 Team slider)', () => {
  const labels = aboutContent.team
  const renderTeam = (width = 1280) => {
    stubMedia({ width })
    withFakeEmbla(width > 1024 ? 2 : width > 768 ? 3 : 6)
    render(<TeamSliderSection members={teamMembers} title="Team" labels={labels} />)
    return screen.getByRole('region', { name: labels.region })
  }

  it('gives Embla 1, 2 or 3 members a page at the spec widths, no loop and no drag of its own', () => {
    renderTeam()
    expect(embla.options).toBe(TEAM_CAROUSEL_OPTIONS)
    expect(TEAM_CAROUSEL_OPTIONS).toMatchObject({
      loop: false,
      watchDrag: false,
      slidesToScroll: 1,
      breakpoints: {
        '(min-width: 769px)': { slidesToScroll: 2 },
        '(min-width: 1025px)': { slidesToScroll: 3 },
      },
    })
  })

  it('arrows wrap both ways; input is ignored during the 300 ms lock', async () => {
    const region = renderTeam()
    fireEvent.click(screen.getByRole('button', { name: labels.previous }))
    expect(embla.scrollTo).toHaveBeenLastCalledWith(1, false)
    expect(region).toHaveAttribute('data-page', '1')
    fireEvent.click(screen.getByRole('button', { name: labels.next }))
    await advance(TEAM_SLIDE_LOCK_MS - 1)
    fireEvent.click(screen.getByRole('button', { name: labels.next }))
    expect(region).toHaveAttribute('data-page', '1')
    await advance(1)
    fireEvent.click(screen.getByRole('button', { name: labels.next }))
    expect(embla.scrollTo).toHaveBeenLastCalledWith(0, false)
    expect(region).toHaveAttribute('data-page', '0')
  })

  it('a 50 px swipe moves within bounds, never past an end; 30 px does nothing', async () => {
    const region = renderTeam(375)
    const viewport = region.querySelector('ul')!.parentElement!
    swipe(viewport, 80)
    expect(embla.scrollPrev).not.toHaveBeenCalled()
    swipe(viewport, -30)
    expect(embla.scrollNext).not.toHaveBeenCalled()
    swipe(viewport, -80)
    expect(region).toHaveAttribute('data-page', '1')
    await advance(TEAM_SLIDE_LOCK_MS)
    swipe(viewport, 80)
    expect(region).toHaveAttribute('data-page', '0')
  })

  it('"Go to slide N" jumps to the page, marks it and makes the other members inert', async () => {
    const region = renderTeam()
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }))
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const members = [...region.querySelectorAll('li')].filter((li) =>
      li.closest('ul')?.parentElement?.className.includes('overflow-hidden'),
    )
    expect(members.map((li) => li.hasAttribute('inert'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ])
  })
})
