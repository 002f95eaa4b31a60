import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INDUSTRY_STACK } from '@/config/constants'
import { industriesOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { IndustriesStackSection } from '@/sections/industries/IndustriesStackSection'
import { stubMedia } from '../support/media'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('industries stack: a visual effect only', () => {
  const items = industriesOf(homeContent)
  const names = items.map((item) => `${homeContent.industries.consultation}: ${item.title}`)
  const renderStack = () => {
    stubMedia({ width: 1280 })
    return render(
      <IndustriesStackSection
        content={{ ...homeContent.industries, items }}
        opens="consultation"
      />,
    )
  }

  it('Consultation: all six in the accessibility tree and the Tab order, in order; no card is inert', () => {
    renderStack()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((item) => item.shortTitle),
    )
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(names)
    expect(document.querySelectorAll('[inert], article[aria-hidden]')).toHaveLength(0)
  })

  it("Consultation focused: the page scrolls to its card's step of the track, where it lies on top", () => {
    const { container } = renderStack()
    const viewportPx = 800
    vi.stubGlobal('innerHeight', viewportPx)
    const track = container.querySelector('section > div') as HTMLElement
    const trackPx =
      ((items.length * INDUSTRY_STACK.trackVhPerCard + INDUSTRY_STACK.trackVhTail) / 100) *
      viewportPx
    const trackTopPx = 3000
    vi.spyOn(track, 'offsetHeight', 'get').mockReturnValue(trackPx)
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({ top: trackTopPx } as DOMRect)
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    act(() => screen.getByRole('button', { name: names[3] }).focus())
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({
      top: trackTopPx + ((trackPx - viewportPx) * 3) / (items.length - 1),
      behavior: 'smooth',
    })
  })
})
