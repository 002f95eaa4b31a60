import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { DELIVERY_FAILED_ATTR } from '@/lib/hydrationMarks'
import { lazyPart, PartFailure, retryOnce } from '@/lib/delivery/lazyPart'

const Part = () => <p>the part</p>
const module = { default: Part }

describe('lazyPart: a lazy part that never takes away what is painted', () => {
  it('tries a failed load a second time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('ok')
    await expect(retryOnce(load)()).resolves.toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('renders the part when its second try loads', async () => {
    const Lazy = lazyPart(
      vi.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce(module),
    )
    render(
      <Suspense fallback="loading">
        <Lazy />
      </Suspense>,
    )
    expect(await screen.findByText('the part')).toBeInTheDocument()
  })

  it('on a client render, a part that failed twice reaches the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Lazy = lazyPart<object>(() => Promise.reject(new Error('gone')))
    render(
      <ErrorBoundary fallback={<p>could not load</p>}>
        <Suspense fallback="loading">
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    )
    expect(await screen.findByText('could not load')).toBeInTheDocument()
  })

  it('while hydrating, a part that failed twice keeps its prerendered HTML, tells its boundary and marks the page; the rest hydrates', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const server = renderToString(
      <main>
        <button type="button">frame</button>
        <Suspense fallback="loading">
          <Part />
        </Suspense>
      </main>,
    )
    const container = document.createElement('div')
    container.id = 'root'
    container.innerHTML = server
    document.body.append(container)
    const prerendered = container.querySelector('p')
    const load = vi.fn(() => Promise.reject(new Error('gone')))
    const Lazy = lazyPart<object>(load)
    const onClick = vi.fn()
    const onFailed = vi.fn()
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <button type="button" onClick={onClick}>
            frame
          </button>
          <ErrorBoundary fallback={<p>could not load</p>}>
            <Suspense fallback="loading">
              <PartFailure value={onFailed}>
                <Lazy />
              </PartFailure>
            </Suspense>
          </ErrorBoundary>
        </main>,
      )
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(prerendered?.isConnected).toBe(true)
    expect(container.querySelector('p')).toHaveTextContent('the part')
    expect(container.textContent).not.toContain('could not load')
    expect(onFailed).toHaveBeenCalledTimes(1)
    expect(container.hasAttribute(DELIVERY_FAILED_ATTR)).toBe(true)
    container.querySelector('button')?.click()
    expect(onClick).toHaveBeenCalledTimes(1)
    container.remove()
  })
})
