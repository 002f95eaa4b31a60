import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Carousel } from '@/components/carousel/Carousel'
import { CarouselArrow } from '@/components/carousel/CarouselArrow'
import { CarouselSlide } from '@/components/carousel/CarouselSlide'
import { CarouselViewport } from '@/components/carousel/CarouselViewport'
import { SWIPE_MIN_PX } from '@/config/constants'
import { swipe } from '../../support/swipe'

describe('the carousel primitives (components/carousel)', () => {
  const renderCarousel = () => {
    const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onSwipe: vi.fn() }
    render(
      <Carousel
        label="Clients"
        roleDescription="carousel"
        onPrevious={handlers.onPrevious}
        onNext={handlers.onNext}
      >
        <CarouselViewport viewportRef={() => {}} onSwipe={handlers.onSwipe} live="polite">
          {['one', 'two', 'three'].map((name, i) => (
            <CarouselSlide key={name} isShown={i === 1} className="basis-full">
              <button type="button">{name}</button>
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <CarouselArrow direction="previous" label="Previous" onClick={handlers.onPrevious} />
        <CarouselArrow direction="next" label="Next" onClick={handlers.onNext} />
      </Carousel>,
    )
    return handlers
  }

  it('is a named region announced as a carousel, moved by ArrowLeft and ArrowRight', () => {
    const { onPrevious, onNext } = renderCarousel()
    const region = screen.getByRole('region', { name: 'Clients' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'ArrowRight' })
    expect(onNext).toHaveBeenCalledOnce()
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    expect(onPrevious).toHaveBeenCalledOnce()
    fireEvent.keyDown(region, { key: 'Enter' })
    expect(onNext).toHaveBeenCalledOnce()
  })

  it('slides off screen are inert and hidden from screen readers', () => {
    renderCarousel()
    const slides = screen.getByRole('region').querySelectorAll('li')
    expect([...slides].map((li) => li.hasAttribute('inert'))).toEqual([true, false, true])
    expect([...slides].map((li) => li.getAttribute('aria-hidden'))).toEqual([
      'true',
      'false',
      'true',
    ])
    expect(screen.getAllByRole('button').map((b) => b.textContent || b.ariaLabel)).toEqual([
      'two',
      'Previous',
      'Next',
    ])
  })

  it('the viewport keeps vertical scroll and pinch zoom, and swipes by distance', () => {
    const { onSwipe } = renderCarousel()
    const viewport = screen.getByRole('list').parentElement!
    expect(viewport).toHaveClass('touch-pan-y', 'touch-pinch-zoom', 'overflow-hidden')
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite')
    swipe(viewport, -(SWIPE_MIN_PX - 1))
    expect(onSwipe).not.toHaveBeenCalled()
    swipe(viewport, -SWIPE_MIN_PX)
    expect(onSwipe).toHaveBeenLastCalledWith('left')
    swipe(viewport, SWIPE_MIN_PX)
    expect(onSwipe).toHaveBeenLastCalledWith('right')
  })

  it('focus on a slide that leaves follows to the same control on the shown slide, or to the region', () => {
    const Slides = ({ shown, names }: { shown: number; names: string[][] }) => (
      <Carousel
        label="Clients"
        roleDescription="carousel"
        onPrevious={() => {}}
        onNext={() => {}}
        selected={shown}
      >
        <CarouselViewport viewportRef={() => {}} onSwipe={() => {}}>
          {names.map((controls, i) => (
            <CarouselSlide key={i} isShown={i === shown}>
              {controls.map((name) => (
                <button key={name} type="button">
                  {name}
                </button>
              ))}
            </CarouselSlide>
          ))}
        </CarouselViewport>
      </Carousel>
    )
    const names = [['a1', 'a2'], ['b1', 'b2'], []]
    const { rerender } = render(<Slides shown={0} names={names} />)
    act(() => screen.getByRole('button', { name: 'a2' }).focus())
    rerender(<Slides shown={1} names={names} />)
    expect(screen.getByRole('button', { name: 'b2' })).toHaveFocus()
    // a slide without such a control: the region takes focus, never <body>
    rerender(<Slides shown={2} names={names} />)
    expect(screen.getByRole('region', { name: 'Clients' })).toHaveFocus()
    // focus outside the carousel stays where it is
    const outside = document.body.appendChild(document.createElement('button'))
    act(() => outside.focus())
    rerender(<Slides shown={0} names={names} />)
    expect(outside).toHaveFocus()
  })
})
