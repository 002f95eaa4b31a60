import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INDUSTRY_AUTO_ADVANCE_MS, INDUSTRY_TRANSITION_MS } from '@/config/constants'
import { industriesOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { IndustriesSliderSection } from '@/sections/industries/IndustriesSliderSection'
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

describe('industries slider on Embla with embla-carousel-autoplay (spec §4 Industries slider)', () => {
  const items = industriesOf(homeContent)
  const renderSlider = ({ width = 375, isReduced = false } = {}) => {
    stubMedia({ width, isReduced })
    embla = startFakeEmbla(items.length)
    const view = render(
      <IndustriesSliderSection
        content={{ ...homeContent.industries, items }}
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
