import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/primitives/Button'
import { DIALOG_IDS } from '@/config/dialogs'

describe('Button: what a call to action does', () => {
  it('opens a page dialog from the platform: the button points at the prerendered <dialog>', () => {
    render(<Button action="booking">Get started</Button>)
    const button = screen.getByRole('button', { name: 'Get started' })
    expect(button).toHaveAttribute('commandfor', DIALOG_IDS.booking)
    expect(button).toHaveAttribute('command', 'show-modal')
    expect(button).toHaveAttribute('type', 'button')
  })

  it('runs a handler when given one, and carries no command', () => {
    const onClick = vi.fn()
    render(<Button action={onClick}>Send</Button>)
    const button = screen.getByRole('button', { name: 'Send' })
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button).not.toHaveAttribute('commandfor')
  })
})
