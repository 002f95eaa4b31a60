import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/primitives/Button'
import { DIALOGS } from '@/config/dialogs'

describe('Button: what a call to action does', () => {
  it('opens a page dialog from the platform: the button points at the prerendered <dialog>', () => {
    render(<Button opens="booking">Get started</Button>)
    const button = screen.getByRole('button', { name: 'Get started' })
    expect(button).toHaveAttribute('commandfor', DIALOGS.booking)
    expect(button).toHaveAttribute('command', 'show-modal')
    expect(button).toHaveAttribute('type', 'button')
  })

  it('runs its onClick when it opens no dialog, and carries no command', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Send</Button>)
    const button = screen.getByRole('button', { name: 'Send' })
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button).not.toHaveAttribute('commandfor')
  })
})
