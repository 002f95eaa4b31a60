import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazy, Suspense } from 'react'
import { Deferred } from '@/components/Deferred'
import { belowFoldWait, deferredBands, holdBelowFold } from '@/lib/belowFold'

/** An IntersectionObserver the test drives: `show()` reports the observed bands as visible. */
class FakeObserver {
  static last: FakeObserver | null = null
  targets: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets = []
  }
  show() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }))
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never)
  }
}

/**
 * A prerendered page as React writes it: the page in its route's Suspense boundary, a plain band,
 * a band in a `<Deferred>` boundary, a band with one inside, the footer.
 */
function page() {
  document.body.innerHTML = `<div id="root"><main id="main"><!--$--><section>hero</section>
    <section id="plain">cards</section><!--$--><section id="below">portfolio</section><!--/$-->
    <section id="holder"><div><!--$--><form></form><!--/$--></div></section><!--/$--></main>
    <footer>footer</footer></div>`
}

const ids = (elements: readonly Element[] | undefined) => elements?.map((e) => e.id || e.tagName)

describe('below-the-fold hydration gate', () => {
  let release: (() => void) | undefined
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    page()
  })
  afterEach(() => {
    release?.()
    release = undefined
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it('is open unless a hydration holds it (prerender, client navigation, tests)', () => {
    expect(belowFoldWait()).toBeNull()
  })

  it('holds until the visitor scrolls', async () => {
    release = holdBelowFold()
    const wait = belowFoldWait()
    expect(wait).toBeInstanceOf(Promise)
    expect(ids(FakeObserver.last?.targets)).toEqual(['below', 'holder'])
    window.dispatchEvent(new Event('scroll'))
    await expect(wait).resolves.toBeUndefined()
    expect(belowFoldWait()).toBeNull()
  })

  it.each(['keydown', 'pointerdown', 'touchstart', 'focusin', 'wheel'])('opens on %s', (type) => {
    release = holdBelowFold()
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    expect(belowFoldWait()).toBeNull()
  })

  it('watches only the bands that hold a deferred part, as React marks them', async () => {
    const Page = lazy(async () => ({
      default: () => (
        <>
          <section>hero</section>
          <section id="plain">cards</section>
          <Deferred>
            <section id="below">portfolio</section>
          </Deferred>
        </>
      ),
    }))
    // the page's lazy module in its route boundary, as the prerender writes it
    const stream = await renderToReadableStream(
      <main id="main">
        <Suspense>
          <Page />
        </Suspense>
      </main>,
    )
    await stream.allReady
    document.body.innerHTML = `<div id="root">${await new Response(stream).text()}<footer></footer></div>`
    expect(ids(deferredBands())).toEqual(['below'])
  })

  it('opens when a band with a deferred part shows in the viewport', () => {
    release = holdBelowFold()
    expect(belowFoldWait()).not.toBeNull()
    FakeObserver.last?.show()
    expect(belowFoldWait()).toBeNull()
  })

  it('does not hold a page opened at an anchor or without IntersectionObserver', () => {
    window.history.replaceState(null, '', '/#contact')
    holdBelowFold()
    expect(belowFoldWait()).toBeNull()
    window.history.replaceState(null, '', '/')
    vi.stubGlobal('IntersectionObserver', undefined)
    holdBelowFold()
    expect(belowFoldWait()).toBeNull()
  })

  it('keeps a deferred part as prerendered HTML until then, and hydrates it after', async () => {
    let clicks = 0
    const tree = (
      <Deferred>
        <button type="button" onClick={() => clicks++}>
          Next testimonial
        </button>
      </Deferred>
    )
    const container = document.getElementById('below')!
    container.innerHTML = renderToString(tree)
    release = holdBelowFold()
    await act(async () => {
      hydrateRoot(container, tree)
    })
    const button = screen.getByRole('button', { name: 'Next testimonial' })
    expect(button).toBeInTheDocument() // the prerendered HTML stays
    await act(async () => {
      button.click()
    })
    expect(clicks).toBe(0) // still the prerendered HTML: no handler yet
    await act(async () => {
      release?.()
    })
    await act(async () => {
      button.click()
    })
    expect(clicks).toBe(1) // hydrated: the handler runs
  })

  it('renders at once on a client-side render', () => {
    render(<Deferred>ready</Deferred>)
    expect(screen.getByText('ready')).toBeInTheDocument()
  })
})
