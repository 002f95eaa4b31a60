import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { site } from '@/config/site'
import { frame } from '@/content/frame/en'
import { buildYear } from '@/content/navigation'
import { useCurrentYear } from '@/hooks/useCurrentYear'
import { advance, expectNoTimersLeft, withFakeClock } from '../support/clock'

// The footer's "©" year is the visitor's current year: the build's in the
// prerendered HTML, corrected on the client without a hydration mismatch.
withFakeClock()

/** The footer's line, as layout/Footer.tsx writes it. */
function Copyright() {
  return <p data-testid="copyright">{frame.footer.copyright(useCurrentYear(buildYear))}</p>
}
const line = (year: number) => `© ${year} ${site.legalName}. All rights reserved.`

describe('the "©" year (useCurrentYear)', () => {
  it('© with the visitor’s year when the clock says a later year than the build’s', () => {
    vi.setSystemTime(new Date(buildYear + 5, 5, 1))
    render(<Copyright />)
    expect(screen.getByTestId('copyright')).toHaveTextContent(line(buildYear + 5))
  })

  it('© with the build’s year in the prerendered HTML, the visitor’s after hydration, no mismatch', async () => {
    const html = renderToString(<Copyright />)
    expect(html).toContain(line(buildYear))
    vi.setSystemTime(new Date(buildYear + 1, 0, 1, 0, 0, 1))
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const onRecoverableError = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <Copyright />, { onRecoverableError })
    })
    expect(container).toHaveTextContent(line(buildYear + 1))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    act(() => root!.unmount())
    container.remove()
    consoleError.mockRestore()
  })

  it('© turns to the new year at midnight on New Year’s Eve with the page open, not 1 ms before', () => {
    vi.setSystemTime(new Date(2030, 11, 31, 23, 59, 59, 998))
    render(<Copyright />)
    advance(1)
    expect(screen.getByTestId('copyright')).toHaveTextContent(line(2030))
    advance(1)
    expect(screen.getByTestId('copyright')).toHaveTextContent(line(2031))
  })

  it('© waits out a New Year beyond the longest timer in steps, and leaves no timer after unmount', () => {
    vi.setSystemTime(new Date(2030, 0, 1, 0, 0, 0, 1))
    const { unmount } = render(<Copyright />)
    // a whole year: more than one timer's longest delay
    advance(new Date(2031, 0, 1).getTime() - Date.now() - 1)
    expect(screen.getByTestId('copyright')).toHaveTextContent(line(2030))
    advance(1)
    expect(screen.getByTestId('copyright')).toHaveTextContent(line(2031))
    unmount()
    expectNoTimersLeft()
  })
})
