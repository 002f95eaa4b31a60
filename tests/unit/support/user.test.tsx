import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TEAM_SLIDE_LOCK_MS } from '@/config/constants'
import { useInputLock } from '@/hooks/useInputLock'
import { crossBoundary, withFakeClock } from './clock'
import { setupUser } from './user'

// setupUser under the fake clock (README "Testing a timing"): a click through it takes no time,
// so a timer it starts falls due exactly when the spec says, and not 1 ms before.
withFakeClock()

/** A button that takes the team slider's input lock, marked busy while it holds. */
function LockButton() {
  const lock = useInputLock('TEAM_SLIDE_LOCK_MS')
  return (
    <button type="button" data-busy={lock.isLocked ? '' : undefined} onClick={() => lock.take()}>
      Next
    </button>
  )
}

describe('setupUser', () => {
  it('a click leaves the clock where it was, and the lock it takes ends exactly on time', async () => {
    const user = setupUser()
    render(<LockButton />)
    const button = screen.getByRole('button', { name: 'Next' })
    const clickedAt = Date.now()
    await user.click(button)
    expect(Date.now()).toBe(clickedAt)
    expect(button).toHaveAttribute('data-busy')
    crossBoundary(TEAM_SLIDE_LOCK_MS, {
      before: () => expect(button).toHaveAttribute('data-busy'),
      at: () => expect(button).not.toHaveAttribute('data-busy'),
    })
  })

  it('so does a key press', async () => {
    const user = setupUser()
    render(<LockButton />)
    const button = screen.getByRole('button', { name: 'Next' })
    button.focus()
    const pressedAt = Date.now()
    await user.keyboard('{Enter}')
    expect(Date.now()).toBe(pressedAt)
    crossBoundary(TEAM_SLIDE_LOCK_MS, {
      before: () => expect(button).toHaveAttribute('data-busy'),
      at: () => expect(button).not.toHaveAttribute('data-busy'),
    })
  })
})
