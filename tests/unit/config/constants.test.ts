import { describe, expect, it } from 'vitest'
import tailwindConfig from '../../../tailwind.config.ts'
import * as C from '@/config/constants'
import { CSS_DURATIONS } from '@/config/motionDurations'

// No timing or breakpoint literal outside config: lint rules (SPEC_LITERALS in
// scripts/lint/house-rules.mjs, proved in houseRules.test.ts). The spec's values are pinned here,
// once: the behaviour tests import the constants and move with them.

describe('the spec values, pinned once (§4, §9)', () => {
  it('timings', () => {
    expect(C.TESTIMONIAL_SWAP_MS).toBe(150)
    expect(C.INDUSTRY_TRANSITION_MS).toBe(150)
    expect(C.INDUSTRY_AUTO_ADVANCE_MS).toBe(4000)
    expect(C.PARTNER_ROTATION_MS).toBe(5000)
    expect(C.PARTNER_FADE_MS).toBe(300)
    expect(C.PARTNER_FADE_CLEAR_MS).toBe(50)
    expect(C.PROJECT_HOVER_INTENT_MS).toBe(300)
    expect(C.PROJECT_SCROLL_RELEASE_MS).toBe(300)
    expect(C.PROJECT_HOVER_CLEAR_MS).toBe(300)
    expect(C.TEAM_SLIDE_LOCK_MS).toBe(300)
    expect(C.PROJECT_REVEAL_MS).toBe(900)
    expect(C.PROJECT_COLLAPSE_MS).toBe(200)
    expect(C.NAV_SCROLL_TOP_DELAY_MS).toBe(100)
    expect(C.RESPONSE_TIMER_SECONDS).toBe(600)
    expect(C.RESPONSE_TIMER_TICK_MS).toBe(1000)
    expect(C.EMAIL_TIMEOUT_MS).toBe(15000)
  })
  it('breakpoints and thresholds', () => {
    expect(C.HERO_COMPACT_MAX_PX).toBe(435)
    expect(C.MOBILE_MAX_PX).toBe(720)
    expect(C.TEAM_ONE_MAX_PX).toBe(768)
    expect(C.TEAM_TWO_MAX_PX).toBe(1024)
    expect(C.TABLET_MAX_PX).toBe(1200)
    expect(C.HEADER_SCROLLED_VIEWPORT_RATIO).toBe(0.7)
    expect(C.SECTION_AT_TOP_PX).toBe(100)
    expect(C.SWIPE_MIN_PX).toBe(50)
    expect(C.CAROUSEL_DIM_OPACITY).toBe(0.5)
  })
  it('the product’s decisions (docs/product.md "Page transitions")', () => {
    expect(C.PAGES_AHEAD_MAX).toBe(2)
  })
})

describe('the Tailwind theme reads the same constants', () => {
  const theme = tailwindConfig.theme as {
    screens: Record<string, string>
    extend: { transitionDuration: Record<string, string> }
  }
  it('screens start one pixel above each "or less" breakpoint', () => {
    expect(theme.screens).toEqual({
      compact: '436px',
      tablet: '721px',
      md: '769px',
      lg: '1025px',
      desktop: '1201px',
    })
  })
  it("transition durations: the spec timings by their spec names, the site's own by role", () => {
    // each a custom property on the root (the motion lab sets them), holding its constant
    expect(theme.extend.transitionDuration).toEqual({
      hover: 'var(--duration-hover)',
      state: 'var(--duration-state)',
      zoom: 'var(--duration-zoom)',
      page: 'var(--duration-page)',
      progress: 'var(--duration-progress)',
      'project-reveal': 'var(--duration-project-reveal)',
    })
    expect(CSS_DURATIONS).toEqual({
      hover: 'HOVER_TRANSITION_MS',
      state: 'STATE_TRANSITION_MS',
      zoom: 'IMAGE_ZOOM_MS',
      page: 'PAGE_TRANSITION_MS',
      progress: 'NAVIGATION_PROGRESS_MS',
      'project-reveal': 'PROJECT_REVEAL_MS',
    })
  })
})

describe('the site\'s own motion (docs/design.md "Motion")', () => {
  it('a page enters in 250 ms at most', () => {
    expect(C.PAGE_TRANSITION_MS).toBeLessThanOrEqual(250)
  })
})
