import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROJECT_COLLAPSE_MS, PROJECT_REVEAL_MS } from '@/config/constants'
import { stubMedia } from '../support/media'
import { renderProjects, tappedProject as project } from '../support/projects'

// spec §4 Featured project cards, through the mounted section on Vitest's fake timers. When things
// happen is the section's timers (useExpandable), so each step is checked 1 ms before its moment
// and at it; framer-motion only draws the height and the fade, and no check here waits for it.

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

/** A change of the window's width, as a phone turning or a window resized. */
function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
    window.dispatchEvent(new Event('resize'))
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe.each([
  { label: 'on a phone (390 px)', width: 390, isReduced: false },
  { label: 'on a tablet (1000 px)', width: 1000, isReduced: false },
  { label: 'with reduced motion (390 px): the same moments', width: 390, isReduced: true },
])('featured project cards $label', ({ width, isReduced }) => {
  beforeEach(() => {
    stubMedia({ width, isReduced })
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  })

  it('a tap expands the card at once; its content shows at 900 ms, not at 899', () => {
    const { card, toggle, content } = renderProjects()
    expect(content).not.toBeVisible()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(card).toHaveAttribute('data-expanded')
    advance(PROJECT_REVEAL_MS - 1)
    expect(content).not.toBeVisible()
    advance(1)
    expect(content).toBeVisible()
    expect(screen.getByRole('link', { name: new RegExp(project.title) })).toBeVisible()
  })

  it('a tap on the expanded card hides its content at once; it collapses at 200 ms, not at 199', () => {
    const { card, toggle, content } = renderProjects()
    fireEvent.click(toggle)
    advance(PROJECT_REVEAL_MS)
    expect(content).toBeVisible()
    fireEvent.click(toggle)
    expect(content).not.toBeVisible()
    advance(PROJECT_COLLAPSE_MS - 1)
    expect(card).toHaveAttribute('data-expanded')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(content).not.toBeVisible()
    advance(1)
    expect(card).not.toHaveAttribute('data-expanded')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    advance(PROJECT_REVEAL_MS)
    expect(content).not.toBeVisible()
  })

  it('a change of the window width resets the expanded card', () => {
    const { card, toggle, content } = renderProjects()
    fireEvent.click(toggle)
    advance(PROJECT_REVEAL_MS)
    expect(content).toBeVisible()
    resizeTo(width - 20)
    expect(card).not.toHaveAttribute('data-expanded')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(content).not.toBeVisible()
    advance(PROJECT_REVEAL_MS)
    expect(content).not.toBeVisible()
  })
})

describe('featured project cards wider than 1200 px', () => {
  it('show every card open, its content without a tap', () => {
    stubMedia({ width: 1280 })
    const { card, content } = renderProjects()
    expect(card).not.toHaveAttribute('data-expanded')
    expect(content).toBeVisible()
  })
})
