import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { lazyPart, retryOnce } from '@/lib/lazyPart'

const Part = () => <p>the part</p>
const module = { default: Part }

describe('lazyPart: a lazy part that never blanks the page', () => {
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

  it('while hydrating, a part that failed twice shows the notice in its place and the rest hydrates', async () => {
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
    container.innerHTML = server
    document.body.append(container)
    const prerendered = container.querySelector('p')
    const Lazy = lazyPart<object>(() => Promise.reject(new Error('gone')))
    const onClick = vi.fn()
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <button type="button" onClick={onClick}>
            frame
          </button>
          <ErrorBoundary fallback={<p>could not load</p>}>
            <Suspense fallback="loading">
              <Lazy />
            </Suspense>
          </ErrorBoundary>
        </main>,
      )
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(prerendered?.isConnected).toBe(false)
    expect(container.querySelector('p')).toHaveTextContent('could not load')
    container.querySelector('button')?.click()
    expect(onClick).toHaveBeenCalledTimes(1)
    container.remove()
  })
})
