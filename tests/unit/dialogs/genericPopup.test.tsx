import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clearGenericPopup, openGenericPopup, useGenericPopup } from '@/dialogs/genericPopup'

describe('the generic popup: its content of the moment, and opening it re-renders only its slot', () => {
  it('the opener never re-renders; the slot follows the content', () => {
    let openerRenders = 0
    function Opener() {
      openerRenders++
      return null
    }
    function Slot() {
      const content = useGenericPopup()
      return <output>{content?.title ?? 'closed'}</output>
    }
    render(
      <>
        <Opener />
        <Slot />
      </>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('closed')
    act(() => openGenericPopup({ title: 'Chat widget', body: 'A demo.' }))
    expect(screen.getByRole('status')).toHaveTextContent('Chat widget')
    act(() => clearGenericPopup())
    expect(screen.getByRole('status')).toHaveTextContent('closed')
    expect(openerRenders).toBe(1)
  })
})
