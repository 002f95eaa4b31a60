import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAP_LOAD_MARGIN_PX } from '@/config/constants'
import { useNearViewport } from '@/hooks/useNearViewport'
import { FakeObserver, stubIntersectionObserver } from '../support/intersection'

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>
}

beforeEach(() => {
  stubIntersectionObserver()
})
afterEach(() => vi.unstubAllGlobals())

describe('useNearViewport', () => {
  it('turns true, for good, once the element comes within the margin of the viewport', () => {
    render(<Probe />)
    const observer = FakeObserver.last as FakeObserver
    expect(observer.options.rootMargin).toBe(`${MAP_LOAD_MARGIN_PX}px 0px`)
    expect(observer.watched).toEqual([screen.getByText('far')])
    act(() => observer.report(false))
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => observer.report(true))
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(observer.isDisconnected).toBe(true)
  })

  it('stops watching when the element goes', () => {
    const { unmount } = render(<Probe />)
    unmount()
    expect(FakeObserver.last?.isDisconnected).toBe(true)
  })
})
