import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Deferred, FailedPart, type FailedPartProps } from '@/components/Deferred'
import { lazyPart } from '@/lib/lazyPart'

const notice = ({ className }: FailedPartProps) => (
  <p role="alert" className={className}>
    could not load
  </p>
)

describe('Deferred: a part with code of its own never takes the page down', () => {
  it('a form whose code fails twice shows the notice it is given in its own place; its neighbours stay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn(() => Promise.reject(new Error('gone')))
    const Form = lazyPart<object>(load)
    render(
      <FailedPart value={notice}>
        <h2>Company details</h2>
        <Deferred className="min-h-[25rem]">
          <Form />
        </Deferred>
      </FailedPart>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load')
    expect(screen.getByRole('alert')).toHaveClass('min-h-[25rem]')
    expect(screen.getByRole('heading', { name: 'Company details' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
