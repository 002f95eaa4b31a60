import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aboutContent } from '@/content/about'
import { AboutIntroSection } from '@/sections/about-intro/AboutIntroSection'
import { stubMedia } from '../support/media'

function Site() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={
            <Link to="/about-us" state={{ from: 'home' }}>
              About
            </Link>
          }
        />
        <Route
          path="/about-us"
          element={
            <>
              <AboutIntroSection content={aboutContent.intro} teamAnchor="team" />
              <section id="team" />
            </>
          }
        />
      </Routes>
    </BrowserRouter>
  )
}

/** Waits for the popstate a history.back()/forward() sends (jsdom sends it asynchronously). */
const traverse = (move: () => void) =>
  act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true })
        move()
      }),
  )

beforeEach(() => {
  stubMedia({ width: 1280 })
  vi.stubGlobal('scrollTo', vi.fn())
  window.history.replaceState(null, '', '/')
})
afterEach(() => vi.unstubAllGlobals())

describe('"Meet Our Team" (spec §2.10)', () => {
  it('scrolls to the team and names it in the address through the router, keeping its entry', async () => {
    const user = userEvent.setup()
    render(<Site />)
    await user.click(screen.getByRole('link', { name: 'About' }))
    const before = window.history.state as { key: string; idx: number }
    expect(before.idx).toBe(1)
    const length = window.history.length

    await user.click(screen.getByRole('button', { name: 'Meet Our Team' }))
    expect(window.scrollTo).toHaveBeenCalledTimes(1)
    expect(window.location.pathname + window.location.hash).toBe('/about-us#team')
    // the entry is React Router's (its key and index), replaced rather than added
    expect(window.history.state).toMatchObject({
      usr: { from: 'home' },
      key: expect.any(String),
      idx: 1,
    })
    expect(window.history.length).toBe(length)

    await traverse(() => window.history.back())
    expect(window.location.pathname).toBe('/')
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument()
    await traverse(() => window.history.forward())
    expect(window.location.pathname + window.location.hash).toBe('/about-us#team')
    expect(screen.getByRole('button', { name: 'Meet Our Team' })).toBeInTheDocument()
  })
})
