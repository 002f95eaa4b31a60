import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAP_LOAD_MARGIN_PX } from '@/config/constants'
import { useNearViewport } from '@/hooks/useNearViewport'

/** A stand-in IntersectionObserver (jsdom has none) the test drives. */
class FakeObserver {
  static last: FakeObserver | undefined
  observed: Element[] = []
  isDisconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.isDisconnected = true
  }
  intersect(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }))
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver)
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>
}

beforeEach(() => {
  FakeObserver.last = undefined
  vi.stubGlobal('IntersectionObserver', FakeObserver)
})
afterEach(() => vi.unstubAllGlobals())

describe('useNearViewport', () => {
  it('turns true, for good, once the element comes within the margin of the viewport', () => {
    render(<Probe />)
    const observer = FakeObserver.last as FakeObserver
    expect(observer.options.rootMargin).toBe(`${MAP_LOAD_MARGIN_PX}px 0px`)
    expect(observer.observed).toEqual([screen.getByText('far')])
    act(() => observer.intersect(false))
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => observer.intersect(true))
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(observer.isDisconnected).toBe(true)
  })

  it('stops watching when the element goes', () => {
    const { unmount } = render(<Probe />)
    unmount()
    expect(FakeObserver.last?.isDisconnected).toBe(true)
  })
})
