import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BelowFirstScreen } from '@/pages/deferred'

// The visible first, the rest after (docs/moving.md): a page rendered afresh commits its first
// screen before its bands below; hydrating, the bands are there at once, the HTML's own tree.

/** The page's first screen: notes, as it commits, whether the bands below are in the document. */
function FirstScreen({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[data-band="below"]') !== null)
  }, [seen])
  return <h1>First screen</h1>
}

function Page({ seen }: { seen: boolean[] }) {
  return (
    <>
      <FirstScreen seen={seen} />
      <BelowFirstScreen>
        <section data-band="below">Below</section>
      </BelowFirstScreen>
    </>
  )
}

describe('BelowFirstScreen', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('rendered afresh, the first screen commits alone (a screen-high placeholder below), the bands in the pass after', () => {
    const seen: boolean[] = []
    const { container } = render(<Page seen={seen} />)
    expect(seen).toEqual([false])
    expect(screen.getByText('Below')).toBeInTheDocument()
    expect(container.querySelector('[aria-hidden="true"].min-h-screen')).toBeNull()
  })

  it('hydrating the prerendered HTML, the bands are there from the first commit, with no mismatch', async () => {
    const html = renderToString(<Page seen={[]} />)
    expect(html).toContain('data-band="below"')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    const seen: boolean[] = []
    const band = container.querySelector('[data-band="below"]')
    await act(async () => {
      hydrateRoot(container, <Page seen={seen} />)
    })
    expect(seen).toEqual([true])
    // the very element the HTML painted, kept
    expect(container.querySelector('[data-band="below"]')).toBe(band)
    expect(errors).not.toHaveBeenCalled()
  })
})
