import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PopupsProvider, usePopups, usePopupState, type PopupsApi } from '@/hooks/usePopups'

describe('popups: one open at a time, and opening one re-renders only the popup host', () => {
  it('the openers never re-render; the host follows the state', () => {
    let openerRenders = 0
    let api: PopupsApi | undefined
    function Opener() {
      openerRenders++
      api = usePopups()
      return null
    }
    function Host() {
      const { open } = usePopupState()
      return <output>{open ?? 'closed'}</output>
    }
    render(
      <PopupsProvider>
        <Opener />
        <Host />
      </PopupsProvider>,
    )
    const first = api
    act(() => api?.openBooking())
    expect(screen.getByRole('status')).toHaveTextContent('booking')
    act(() => api?.follow('consultation', true))
    expect(screen.getByRole('status')).toHaveTextContent('consultation')
    act(() => api?.close())
    expect(screen.getByRole('status')).toHaveTextContent('closed')
    expect(openerRenders).toBe(1)
    expect(api).toBe(first)
  })
})
