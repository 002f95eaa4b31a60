import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  MOBILE_MAX_PX,
  SWIPE_MIN_PX,
} from '@/config/constants'
import { industriesOf } from '@/content/home/assemble'
import { fillLabel } from '@/components/primitives/DotNav'
import { homeContent } from '@/content/home/en'
import { IndustriesSliderSection } from '@/sections/industries/IndustriesSliderSection'
import { advance, crossBoundary, expectNoTimersLeft, withFakeClock } from '../support/clock'
import { startFakeEmbla, type FakeEmbla } from '../support/fakeEmbla'
import { focusByKeyboard } from '../support/focus'
import { stubMedia } from '../support/media'
import { swipe } from '../support/swipe'

// jsdom has no layout for Embla to measure: the carousel gets Embla's API as a fake that selects
// at once (tests/unit/support/fakeEmbla.ts). The auto-advance and the transition are timers on
// Vitest's fake clock.
let embla: FakeEmbla
vi.mock('embla-carousel-react', () => import('../support/fakeEmbla').then((m) => m.fakeEmblaReact))
withFakeClock()

describe('industries slider on Embla (spec §4 Industries slider)', () => {
  const items = industriesOf(homeContent)
  const labels = homeContent.industries.slider
  const renderSlider = ({ width = MOBILE_MAX_PX, isReduced = false } = {}) => {
    stubMedia({ width, isReduced })
    embla = startFakeEmbla(items.length)
    const view = render(
      <IndustriesSliderSection
        content={{ ...homeContent.industries, items }}
        opens="consultation"
      />,
    )
    return {
      ...view,
      card: document.querySelector('[data-industry]') as HTMLElement,
      region: screen.getByRole('region', { name: labels.region }),
    }
  }
  const shown = () => document.querySelector('[data-industry]')?.getAttribute('data-industry')
  const isDim = () => document.querySelector('[data-industry]')!.hasAttribute('data-busy')
  const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))

  it('loops, with Embla drag off and no plugin (the auto-advance is a timer of its own)', () => {
    renderSlider()
    expect(embla.options).toMatchObject({ loop: true, watchDrag: false })
    expect(embla.plugins).toEqual([])
  })

  it('advances every 4000 ms: the card dims, and the next industry shows 150 ms later', () => {
    renderSlider()
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(isDim()).toBe(false),
      at: () => expect(isDim()).toBe(true),
    })
    crossBoundary(INDUSTRY_TRANSITION_MS, {
      before: () => expect(shown()).toBe(items[0]!.id),
      at: () => {
        expect(shown()).toBe(items[1]!.id)
        expect(isDim()).toBe(false)
      },
    })
    // each change begins 4000 ms after the one before it began
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS, {
      before: () => expect(isDim()).toBe(false),
      at: () => expect(isDim()).toBe(true),
    })
  })

  it('wraps from the last industry to the first', () => {
    renderSlider()
    advance(INDUSTRY_AUTO_ADVANCE_MS)
    for (const expected of [1, 2, 3, 4, 5, 0]) {
      advance(INDUSTRY_TRANSITION_MS)
      expect(shown()).toBe(items[expected]!.id)
      advance(INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS)
    }
  })

  it('a manual change restarts the 4000 ms from zero', () => {
    renderSlider()
    advance(INDUSTRY_AUTO_ADVANCE_MS / 4)
    press(labels.next)
    expect(isDim()).toBe(true)
    advance(INDUSTRY_TRANSITION_MS)
    expect(shown()).toBe(items[1]!.id)
    // the first 4000 ms would have ended inside this stretch: nothing happens until 4000 ms
    // after the press
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS, {
      before: () => {
        expect(isDim()).toBe(false)
        expect(shown()).toBe(items[1]!.id)
      },
      at: () => expect(isDim()).toBe(true),
    })
    advance(INDUSTRY_TRANSITION_MS)
    expect(shown()).toBe(items[2]!.id)
  })

  it('arrows, dots and swipes wrap and jump; a change during a transition is ignored', () => {
    const { card } = renderSlider()
    const viewport = card.querySelector('ul')!.parentElement!
    press(labels.previous)
    advance(INDUSTRY_TRANSITION_MS - 1)
    press(labels.next)
    swipe(viewport, -2 * SWIPE_MIN_PX)
    advance(1)
    expect(shown()).toBe(items.at(-1)!.id)
    expect(embla.scrollTo).toHaveBeenCalledOnce()
    // a swipe needs 50 px; left is next (wrapping to the first)
    swipe(viewport, -(SWIPE_MIN_PX - 1))
    expect(isDim()).toBe(false)
    swipe(viewport, -SWIPE_MIN_PX)
    advance(INDUSTRY_TRANSITION_MS)
    expect(shown()).toBe(items[0]!.id)
    const dot = fillLabel(labels.goTo, { n: 4, name: items[3]!.title })
    press(dot)
    advance(INDUSTRY_TRANSITION_MS)
    expect(shown()).toBe(items[3]!.id)
    // the industry shown: nothing to do
    press(dot)
    expect(isDim()).toBe(false)
  })

  it('pauses while hovered or focused by keyboard; the end of a pause restarts the 4000 ms', () => {
    const { region } = renderSlider()
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(isDim()).toBe(false)
    fireEvent.pointerLeave(region)
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(isDim()).toBe(false),
      at: () => expect(isDim()).toBe(true),
    })
    advance(INDUSTRY_TRANSITION_MS)
    const next = screen.getByRole('button', { name: labels.next })
    focusByKeyboard(next)
    advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(shown()).toBe(items[1]!.id)
    act(() => next.blur())
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(isDim()).toBe(false),
      at: () => expect(isDim()).toBe(true),
    })
  })

  it('Pause the industry rotation: pressed, it stops the auto-advance until play; hover-out and blur do not resume it', () => {
    const { region } = renderSlider()
    const pause = screen.getByRole('button', { name: labels.pause })
    expect(pause).toHaveAttribute('aria-pressed', 'false')
    advance(INDUSTRY_AUTO_ADVANCE_MS / 2)
    fireEvent.click(pause)
    expect(pause).toHaveAttribute('aria-pressed', 'true')
    advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    fireEvent.pointerEnter(region, { pointerType: 'mouse' })
    fireEvent.pointerLeave(region)
    focusByKeyboard(pause)
    act(() => pause.blur())
    advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(isDim()).toBe(false)
    expect(shown()).toBe(items[0]!.id)
    // play: the 4000 ms run from the press
    fireEvent.click(pause)
    expect(pause).toHaveAttribute('aria-pressed', 'false')
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(isDim()).toBe(false),
      at: () => expect(isDim()).toBe(true),
    })
  })

  it('Pause the industry rotation by keyboard: focus on it pauses, play starts the 4000 ms at once though focus stays', () => {
    renderSlider()
    const pause = screen.getByRole('button', { name: labels.pause })
    focusByKeyboard(pause)
    advance(INDUSTRY_AUTO_ADVANCE_MS * 2)
    expect(isDim()).toBe(false)
    fireEvent.click(pause)
    advance(INDUSTRY_AUTO_ADVANCE_MS * 2)
    expect(isDim()).toBe(false)
    fireEvent.click(pause)
    expect(pause).toHaveFocus()
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS, {
      before: () => expect(isDim()).toBe(false),
      at: () => expect(isDim()).toBe(true),
    })
  })

  it('Next industry tapped: focus without :focus-visible pauses nothing, on every engine', () => {
    renderSlider()
    const next = screen.getByRole('button', { name: labels.next })
    // Chromium and Gecko focus a tapped button, WebKit does not: neither may pause the slider
    fireEvent.pointerEnter(next, { pointerType: 'touch' })
    act(() => next.focus())
    fireEvent.click(next)
    advance(INDUSTRY_TRANSITION_MS)
    expect(shown()).toBe(items[1]!.id)
    crossBoundary(INDUSTRY_AUTO_ADVANCE_MS - INDUSTRY_TRANSITION_MS, {
      before: () => expect(isDim()).toBe(false),
      at: () => expect(isDim()).toBe(true),
    })
  })

  it("Consultation focused, ArrowRight: focus follows to the next slide's Consultation when the slide turns inert, 150 ms later", () => {
    renderSlider()
    const consultation = (i: number) =>
      screen.getByRole('button', {
        name: `${homeContent.industries.consultation}: ${items[i]!.title}`,
      })
    const first = consultation(0)
    focusByKeyboard(first)
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    crossBoundary(INDUSTRY_TRANSITION_MS, {
      before: () => expect(first).toHaveFocus(),
      at: () => {
        expect(first.closest('li')).toHaveAttribute('inert')
        expect(consultation(1)).toHaveFocus()
      },
    })
  })

  it('does not advance by itself under reduced motion, where a change keeps its 150 ms', () => {
    renderSlider({ isReduced: true })
    expect(screen.queryByRole('button', { name: labels.pause })).toBeNull()
    advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(isDim()).toBe(false)
    press(labels.next)
    crossBoundary(INDUSTRY_TRANSITION_MS, {
      before: () => expect(shown()).toBe(items[0]!.id),
      at: () => expect(shown()).toBe(items[1]!.id),
    })
  })

  it('does not advance wider than 720 px, where it is hidden', () => {
    renderSlider({ width: MOBILE_MAX_PX + 1 })
    advance(INDUSTRY_AUTO_ADVANCE_MS * 3)
    expect(isDim()).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves no timer behind when it unmounts', () => {
    const { unmount } = renderSlider()
    advance(INDUSTRY_AUTO_ADVANCE_MS)
    unmount()
    expectNoTimersLeft()
  })
})
