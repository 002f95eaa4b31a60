import { act, cleanup, render, renderHook } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as C from '@/config/constants'
import { aboutContent } from '@/content/about'
import { teamMembers } from '@/content/team'
import { useAutoAdvance } from '@/hooks/useAutoAdvance'
import { useDimSwap, type DimSwap } from '@/hooks/useDimSwap'
import { useExpandable } from '@/hooks/useExpandable'
import { useFade } from '@/hooks/useFade'
import { useHoverIntent } from '@/hooks/useHoverIntent'
import { useInputLock } from '@/hooks/useInputLock'
import { useRotation } from '@/hooks/useRotation'
import { projectCardTransitions } from '@/motion/projectCard'
import { MOTION_TIMINGS, type Easing, type MotionSettings } from '@/motion/timings'
import { toSeconds } from '@/motion/transitions'
import { TeamSliderSection } from '@/sections/team-slider/TeamSliderSection'
import { advance, crossBoundary, withFakeClock } from '../support/clock'
import { createFakeEmbla, startFakeEmbla } from '../support/fakeEmbla'
import { stubMedia } from '../support/media'
import { withMotion } from '../support/motion'

// docs/motion.md "One context of timings": a value given to the provider (as the motion lab's
// stage gives its overrides) is what each timer hook waits, to the millisecond: 1 ms before the
// overridden boundary nothing has happened, at it the change has. Every override below is a
// value the site never uses, so a hook that read its constant fails here.
withFakeClock()
afterEach(() => {
  cleanup()
  // framer-motion's frame loop: let its last frame run on this file's fake clock
  advance(C.FRAME_MS * 10)
})

const fadeTo = vi.hoisted(() => vi.fn(() => ({ stop: () => {} })))
vi.mock('@/motion/fade', () => ({ fadeTo }))
vi.mock('embla-carousel-react', () => import('../support/fakeEmbla').then((m) => m.fakeEmblaReact))

/** An easing the site never uses. */
const TUNED_EASE: Easing = [0.5, 0, 0.5, 1]

/** `settings` differ from the constants (else the test could not tell them apart). */
const tuned = (settings: Partial<MotionSettings>) => {
  for (const [name, value] of Object.entries(settings))
    expect(value, name).not.toEqual(MOTION_TIMINGS[name as keyof typeof MOTION_TIMINGS])
  return withMotion(settings)
}

describe('an override given to the motion settings reaches each timer hook', () => {
  it('useRotation: the fade flag at PARTNER_ROTATION_MS, the set PARTNER_FADE_MS later, cleared PARTNER_FADE_CLEAR_MS after', () => {
    const settings = { PARTNER_ROTATION_MS: 2000, PARTNER_FADE_MS: 120, PARTNER_FADE_CLEAR_MS: 30 }
    const { result } = renderHook(() => useRotation(4), { wrapper: tuned(settings) })
    crossBoundary(settings.PARTNER_ROTATION_MS, {
      before: () => expect(result.current.isFading).toBe(false),
      at: () => expect(result.current.isFading).toBe(true),
    })
    crossBoundary(settings.PARTNER_FADE_MS, {
      before: () => expect(result.current.setIndex).toBe(0),
      at: () => expect(result.current.setIndex).toBe(1),
    })
    crossBoundary(settings.PARTNER_FADE_CLEAR_MS, {
      before: () => expect(result.current.isFading).toBe(true),
      at: () => expect(result.current.isFading).toBe(false),
    })
  })

  it('useAutoAdvance: an advance at INDUSTRY_AUTO_ADVANCE_MS', () => {
    const onAdvance = vi.fn()
    renderHook(() => useAutoAdvance(onAdvance), {
      wrapper: tuned({ INDUSTRY_AUTO_ADVANCE_MS: 1700 }),
    })
    crossBoundary(1700, {
      before: () => expect(onAdvance).not.toHaveBeenCalled(),
      at: () => expect(onAdvance).toHaveBeenCalledOnce(),
    })
  })

  it('useDimSwap: the swap at its duration, the card dimmed to CAROUSEL_DIM_OPACITY', () => {
    const embla = createFakeEmbla(6)
    const swap: { current?: DimSwap } = {}
    function Card() {
      swap.current = useDimSwap(embla.api, { duration: 'TESTIMONIAL_SWAP_MS', isReduced: false })
      return <div ref={swap.current.scope} data-testid="card" />
    }
    const view = render(<Card />, {
      wrapper: tuned({ TESTIMONIAL_SWAP_MS: 400, CAROUSEL_DIM_OPACITY: 0.2 }),
    })
    const opacity = () => Number(view.getByTestId('card').style.opacity || 1)
    act(() => void swap.current!.goTo(1))
    crossBoundary(400, {
      before: () => {
        expect(embla.scrollTo).not.toHaveBeenCalled()
        expect(opacity()).toBeCloseTo(0.2, 1)
      },
      at: () => expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(1, true),
    })
  })

  it('useInputLock: input ignored until TEAM_SLIDE_LOCK_MS', () => {
    const { result } = renderHook(() => useInputLock('TEAM_SLIDE_LOCK_MS'), {
      wrapper: tuned({ TEAM_SLIDE_LOCK_MS: 650 }),
    })
    act(() => void result.current.take())
    crossBoundary(650, {
      before: () => expect(result.current.isLocked).toBe(true),
      at: () => expect(result.current.isLocked).toBe(false),
    })
  })

  it('useHoverIntent: hovered at PROJECT_HOVER_INTENT_MS, cleared PROJECT_HOVER_CLEAR_MS after leaving, released PROJECT_SCROLL_RELEASE_MS after a scroll', () => {
    const settings = {
      PROJECT_HOVER_INTENT_MS: 450,
      PROJECT_HOVER_CLEAR_MS: 700,
      PROJECT_SCROLL_RELEASE_MS: 90,
    }
    const { result } = renderHook(() => useHoverIntent(), { wrapper: tuned(settings) })
    act(() => result.current.enterCard('marketing'))
    crossBoundary(settings.PROJECT_HOVER_INTENT_MS, {
      before: () => expect(result.current.hoveredId).toBeNull(),
      at: () => expect(result.current.hoveredId).toBe('marketing'),
    })
    act(() => result.current.leaveArea())
    crossBoundary(settings.PROJECT_HOVER_CLEAR_MS, {
      before: () => expect(result.current.hoveredId).toBe('marketing'),
      at: () => expect(result.current.hoveredId).toBeNull(),
    })
    act(() => void window.dispatchEvent(new Event('scroll')))
    crossBoundary(settings.PROJECT_SCROLL_RELEASE_MS, {
      before: () => expect(result.current.isBlocked).toBe(true),
      at: () => expect(result.current.isBlocked).toBe(false),
    })
  })

  it('useExpandable: the content at PROJECT_REVEAL_MS, the collapse PROJECT_COLLAPSE_MS after a second tap', () => {
    const { result } = renderHook(() => useExpandable(), {
      wrapper: tuned({ PROJECT_REVEAL_MS: 500, PROJECT_COLLAPSE_MS: 80 }),
    })
    act(() => result.current.toggle('travel'))
    crossBoundary(500, {
      before: () => expect(result.current.isContentVisible).toBe(false),
      at: () => expect(result.current.isContentVisible).toBe(true),
    })
    act(() => result.current.toggle('travel'))
    crossBoundary(80, {
      before: () => expect(result.current.expandedId).toBe('travel'),
      at: () => expect(result.current.expandedId).toBeNull(),
    })
  })

  it('useFade: framer-motion fades over its duration in the easing of the settings', async () => {
    const element = document.createElement('ul')
    const { rerender } = renderHook(
      ({ isHidden }) => {
        const ref = useRef(element)
        useFade(ref, isHidden, { duration: 'PARTNER_FADE_MS', isInstant: false })
      },
      {
        initialProps: { isHidden: false },
        wrapper: tuned({ PARTNER_FADE_MS: 420, EASE_SOFT: TUNED_EASE }),
      },
    )
    // the fade's code comes when the browser is idle (MOTION_LOAD_IDLE_MAX_MS at the latest)
    await act(async () => {
      advance(C.MOTION_LOAD_IDLE_MAX_MS)
      await vi.dynamicImportSettled()
    })
    rerender({ isHidden: true })
    expect(fadeTo).toHaveBeenLastCalledWith(element, 0, 420, TUNED_EASE)
  })

  it('the team slider: Embla scrolls at TEAM_SCROLL_DURATION', () => {
    stubMedia({ width: 1280 })
    const embla = startFakeEmbla(2)
    render(<TeamSliderSection content={{ ...aboutContent.team, members: teamMembers }} />, {
      wrapper: tuned({ TEAM_SCROLL_DURATION: 40 }),
    })
    expect(embla.options).toMatchObject({ duration: 40 })
  })

  it('the project card grows and shrinks over PROJECT_REVEAL_MS and PROJECT_SHRINK_MS, in the easing', () => {
    const settings = {
      ...MOTION_TIMINGS,
      PROJECT_REVEAL_MS: 1300,
      PROJECT_SHRINK_MS: 90,
      EASE_SOFT: TUNED_EASE,
    }
    expect(projectCardTransitions(settings)).toEqual({
      grow: { duration: toSeconds(1300), ease: [...TUNED_EASE] },
      shrink: { duration: toSeconds(90), ease: [...TUNED_EASE] },
    })
  })
})
