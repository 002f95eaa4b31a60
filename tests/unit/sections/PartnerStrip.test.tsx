import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MOBILE_MAX_PX,
  PARTNER_FADE_CLEAR_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
} from '@/config/constants'
import { partnerLogos } from '@/content/brandAssets'
import { PARTNERS_PER_SET, PartnerStrip, partnerSets } from '@/sections/partners/PartnerStrip'
import { advance, crossBoundary, expectNoTimersLeft, withFakeClock } from '../support/clock'
import { focusByKeyboard } from '../support/focus'
import { stubMedia } from '../support/media'

// The rotation is three timers on Vitest's fake clock; the fade is drawn from the flag (useFade:
// framer-motion, at once where the page has no animations, as in jsdom).
withFakeClock()
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('partner strip (spec §4 Partner logo strip)', () => {
  const label = 'Trusted by teams'
  const renderStrip = ({ width = 1280, isReduced = false } = {}) => {
    stubMedia({ width, isReduced })
    const view = render(
      <PartnerStrip content={{ label, pause: 'Pause the partner logos', logos: partnerLogos }} />,
    )
    return { ...view, strip: screen.getByRole('list', { name: label }) }
  }
  const logosShown = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'))

  it('groups the sixteen logos in sets of 4, or of 2 at 720 px or less', () => {
    expect(partnerSets(partnerLogos, PARTNERS_PER_SET.wide)).toHaveLength(4)
    expect(partnerSets(partnerLogos, PARTNERS_PER_SET.mobile)).toHaveLength(8)
    renderStrip({ width: MOBILE_MAX_PX })
    expect(logosShown()).toEqual(partnerLogos.slice(0, PARTNERS_PER_SET.mobile).map((l) => l.src))
  })

  it('every 5000 ms: the fade flag, the next set 300 ms later, the flag cleared 50 ms after that', () => {
    const { strip } = renderStrip()
    const sets = partnerSets(partnerLogos, PARTNERS_PER_SET.wide)
    for (const set of [1, 2]) {
      // the first rotation 5000 ms after the start, the next 5000 ms after the first began
      const wait =
        set === 1
          ? PARTNER_ROTATION_MS
          : PARTNER_ROTATION_MS - PARTNER_FADE_MS - PARTNER_FADE_CLEAR_MS
      crossBoundary(wait, {
        before: () => expect(strip).not.toHaveAttribute('data-fading'),
        at: () => expect(strip).toHaveAttribute('data-fading'),
      })
      // the fade is drawn from the flag (framer-motion over the same 300 ms once its code is
      // there; at once before, as here, where the page has no animations)
      expect(strip.style.opacity).toBe('0')
      crossBoundary(PARTNER_FADE_MS, {
        before: () => expect(strip).toHaveAttribute('data-set', String(set - 1)),
        at: () => {
          expect(strip).toHaveAttribute('data-set', String(set))
          expect(logosShown()).toEqual(sets[set]!.map((l) => l.src))
        },
      })
      crossBoundary(PARTNER_FADE_CLEAR_MS, {
        before: () => expect(strip).toHaveAttribute('data-fading'),
        at: () => {
          expect(strip).not.toHaveAttribute('data-fading')
          expect(strip.style.opacity).toBe('') // drawn back in from the flag (no fade code here)
        },
      })
    }
  })

  it('wraps from the last set to the first', () => {
    const { strip } = renderStrip()
    const count = partnerSets(partnerLogos, PARTNERS_PER_SET.wide).length
    advance(PARTNER_ROTATION_MS * count + PARTNER_FADE_MS)
    expect(strip).toHaveAttribute('data-set', '0')
  })

  it('stands still while a mouse is over it; a pause in the middle of a fade shows the set at once', () => {
    const { strip, container } = renderStrip()
    const frame = container.firstElementChild!
    advance(PARTNER_ROTATION_MS + PARTNER_FADE_MS / 2)
    fireEvent.pointerEnter(frame, { pointerType: 'mouse' })
    expect(strip).not.toHaveAttribute('data-fading')
    expect(strip).toHaveAttribute('data-set', '0')
    advance(PARTNER_ROTATION_MS * 3)
    expect(strip).toHaveAttribute('data-set', '0')
    fireEvent.pointerLeave(frame)
    crossBoundary(PARTNER_ROTATION_MS, {
      before: () => expect(strip).not.toHaveAttribute('data-fading'),
      at: () => expect(strip).toHaveAttribute('data-fading'),
    })
  })

  it('Pause the partner logos: pressed, the strip stands still until play; hover-out and blur do not resume it', () => {
    const { strip, container } = renderStrip()
    const frame = container.firstElementChild!
    const pause = screen.getByRole('button', { name: 'Pause the partner logos' })
    expect(pause).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(pause)
    expect(pause).toHaveAttribute('aria-pressed', 'true')
    fireEvent.pointerEnter(frame, { pointerType: 'mouse' })
    fireEvent.pointerLeave(frame)
    focusByKeyboard(pause)
    act(() => pause.blur())
    advance(PARTNER_ROTATION_MS * 3)
    expect(strip).not.toHaveAttribute('data-fading')
    expect(strip).toHaveAttribute('data-set', '0')
    fireEvent.click(pause)
    expect(pause).toHaveAttribute('aria-pressed', 'false')
    crossBoundary(PARTNER_ROTATION_MS, {
      before: () => expect(strip).not.toHaveAttribute('data-fading'),
      at: () => expect(strip).toHaveAttribute('data-fading'),
    })
  })

  it('Pause the partner logos focused by keyboard pauses the strip; a tap on it (focus, no :focus-visible) does not', () => {
    const { strip } = renderStrip()
    const pause = screen.getByRole('button', { name: 'Pause the partner logos' })
    focusByKeyboard(pause)
    advance(PARTNER_ROTATION_MS * 2)
    expect(strip).not.toHaveAttribute('data-fading')
    act(() => pause.blur())
    crossBoundary(PARTNER_ROTATION_MS, {
      before: () => expect(strip).not.toHaveAttribute('data-fading'),
      at: () => expect(strip).toHaveAttribute('data-fading'),
    })
    vi.restoreAllMocks()
    advance(PARTNER_FADE_MS + PARTNER_FADE_CLEAR_MS)
    fireEvent.pointerEnter(pause, { pointerType: 'touch' })
    act(() => pause.focus())
    fireEvent.pointerLeave(pause, { pointerType: 'touch' })
    crossBoundary(PARTNER_ROTATION_MS - PARTNER_FADE_MS - PARTNER_FADE_CLEAR_MS, {
      before: () => expect(strip).not.toHaveAttribute('data-fading'),
      at: () => expect(strip).toHaveAttribute('data-fading'),
    })
  })

  it('reduced motion: all sixteen logos, still', () => {
    const { strip } = renderStrip({ isReduced: true })
    expect(strip).toHaveAttribute('data-set', 'all')
    expect(logosShown()).toHaveLength(partnerLogos.length)
    // nothing moves: nothing to pause
    expect(screen.queryByRole('button')).toBeNull()
    advance(PARTNER_ROTATION_MS * 2)
    expect(strip).not.toHaveAttribute('data-fading')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves no timer behind when it unmounts during a rotation', () => {
    const { unmount } = renderStrip()
    advance(PARTNER_ROTATION_MS + PARTNER_FADE_MS)
    unmount()
    expectNoTimersLeft()
  })
})
