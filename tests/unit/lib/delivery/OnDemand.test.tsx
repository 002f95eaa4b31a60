import { act } from '@testing-library/react'
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { FailedPart, lazyPart, OnDemand } from '@/lib/delivery'

const status = () => <p role="status">could not load</p>
const Form = () => (
  <form>
    <input aria-label="E-mail" defaultValue="" />
  </form>
)

describe('OnDemand: a part with code of its own never takes away what is painted', () => {
  it('a form whose code fails while it hydrates keeps its prerendered HTML, with the status it is given before it; its neighbours hydrate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = (Part: ComponentType, onClick?: () => void) => (
      <FailedPart value={status}>
        <button type="button" onClick={onClick}>
          Company details
        </button>
        <OnDemand className="min-h-[25rem]">
          <Part />
        </OnDemand>
      </FailedPart>
    )
    const container = document.createElement('div')
    container.id = 'root'
    container.innerHTML = renderToString(page(Form))
    document.body.append(container)
    const field = container.querySelector('input')!
    field.value = 'typed before the failure'

    const load = vi.fn(() => Promise.reject(new Error('gone')))
    const onClick = vi.fn()
    await act(async () => {
      hydrateRoot(container, page(lazyPart<object>(load), onClick))
      await new Promise((resolve) => setTimeout(resolve, 20))
    })

    expect(load).toHaveBeenCalledTimes(1)
    // the form as painted, with what was typed, and the status before it
    expect(field.isConnected).toBe(true)
    expect(field.value).toBe('typed before the failure')
    const line = container.querySelector('[role="status"]')!
    expect(line).toHaveTextContent('could not load')
    expect(line.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    container.querySelector('button')?.click()
    expect(onClick).toHaveBeenCalledTimes(1)
    container.remove()
  })
})
