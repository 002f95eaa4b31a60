import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SWIPE_MIN_PX, TEAM_SCROLL_DURATION, TEAM_SLIDE_LOCK_MS } from '@/config/constants'
import { aboutContent } from '@/content/about'
import { teamMembers } from '@/content/team'
import {
  TEAM_CAROUSEL_OPTIONS,
  TeamSliderSection,
  offFirstPageClass,
  pageDotHiddenClass,
} from '@/sections/team-slider/TeamSliderSection'
import { advance, crossBoundary, expectNoTimersLeft, withFakeClock } from '../support/clock'
import { startFakeEmbla, type FakeEmbla } from '../support/fakeEmbla'
import { stubMedia } from '../support/media'
import { swipe } from '../support/swipe'

// jsdom has no layout for Embla to measure: the carousel gets Embla's API as a fake that selects
// at once (tests/unit/support/fakeEmbla.ts). The input lock is a timer on Vitest's fake clock.
let embla: FakeEmbla
vi.mock('embla-carousel-react', () => import('../support/fakeEmbla').then((m) => m.fakeEmblaReact))
withFakeClock()

describe('team slider on Embla (spec §4 Team slider)', () => {
  const labels = aboutContent.team.slider
  const renderTeam = (width = 1280) => {
    stubMedia({ width })
    embla = startFakeEmbla(width > 1024 ? 2 : width > 768 ? 3 : 6)
    render(<TeamSliderSection content={{ ...aboutContent.team, members: teamMembers }} />)
    return screen.getByRole('region', { name: labels.region })
  }

  it('gives Embla 1, 2 or 3 members a page at the spec widths, no loop and no drag of its own', () => {
    renderTeam()
    expect(embla.options).toEqual({ ...TEAM_CAROUSEL_OPTIONS, duration: TEAM_SCROLL_DURATION })
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

  it('arrows wrap both ways; input is ignored during the 300 ms lock, the region marked busy', () => {
    const region = renderTeam()
    const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
    expect(region).not.toHaveAttribute('data-busy')
    press(labels.previous)
    expect(embla.scrollTo).toHaveBeenLastCalledWith(1, false)
    expect(region).toHaveAttribute('data-page', '1')
    expect(region).toHaveAttribute('data-busy', '')
    advance(TEAM_SLIDE_LOCK_MS)
    press(labels.next)
    expect(region).toHaveAttribute('data-page', '0')
    crossBoundary(TEAM_SLIDE_LOCK_MS, {
      before: () => {
        expect(region).toHaveAttribute('data-busy', '')
        press(labels.next)
        expect(region).toHaveAttribute('data-page', '0')
      },
      at: () => {
        expect(region).not.toHaveAttribute('data-busy')
        press(labels.next)
        expect(region).toHaveAttribute('data-page', '1')
        expect(region).toHaveAttribute('data-busy', '')
      },
    })
  })

  it('a 50 px swipe moves within bounds, never past an end; 30 px does nothing', () => {
    const region = renderTeam(375)
    const viewport = region.querySelector('ul')!.parentElement!
    swipe(viewport, 2 * SWIPE_MIN_PX)
    expect(embla.scrollPrev).not.toHaveBeenCalled()
    swipe(viewport, -(SWIPE_MIN_PX - 1))
    expect(embla.scrollNext).not.toHaveBeenCalled()
    swipe(viewport, -SWIPE_MIN_PX)
    expect(region).toHaveAttribute('data-page', '1')
    // a swipe in the lock is ignored too
    crossBoundary(TEAM_SLIDE_LOCK_MS, {
      before: () => {
        swipe(viewport, 2 * SWIPE_MIN_PX)
        expect(region).toHaveAttribute('data-page', '1')
      },
      at: () => {
        swipe(viewport, 2 * SWIPE_MIN_PX)
        expect(region).toHaveAttribute('data-page', '0')
      },
    })
  })

  it('leaves no timer behind when it unmounts in a lock', () => {
    renderTeam()
    fireEvent.click(screen.getByRole('button', { name: labels.next }))
    cleanup()
    expectNoTimersLeft()
  })

  it('"Go to slide N" jumps to the page, marks it and makes the other members inert', () => {
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

  it('the HTML holds 6 indicators and CSS shows 6, 3 or 2 of them (768 px or less, 1024 or less, wider)', () => {
    expect(Array.from({ length: 6 }, (_, i) => pageDotHiddenClass(i, 6))).toEqual([
      undefined,
      undefined,
      'lg:hidden',
      'md:hidden',
      'md:hidden',
      'md:hidden',
    ])
    // the row itself goes where one page holds everyone
    expect(pageDotHiddenClass(1, 3)).toBe('lg:hidden')
    expect(pageDotHiddenClass(1, 2)).toBe('md:hidden')
  })

  it('before Embla runs, CSS hides the members off the first page (1, 2 or 3 a page)', () => {
    expect(Array.from({ length: 6 }, (_, i) => offFirstPageClass(i))).toEqual([
      undefined,
      'max-md:invisible',
      'max-lg:invisible',
      'invisible',
      'invisible',
      'invisible',
    ])
  })

  it('once Embla runs, only its snaps have indicators', () => {
    const region = renderTeam(1280)
    const dots = screen.getAllByRole('button', { name: /^Go to slide \d$/ })
    expect(dots.map((dot) => dot.classList.contains('hidden'))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ])
    expect(region.querySelectorAll('li[data-visible]')).toHaveLength(3)
  })
})
