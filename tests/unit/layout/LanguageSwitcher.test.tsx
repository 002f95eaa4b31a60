import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadingContent } from '@/content/loading'
import { languageNames, loadFrameContent } from '@/content/navigation'
import { LanguageSwitcher } from '@/layout/LanguageSwitcher'
import { FailureCopy } from '@/lib/delivery'
import { SiteNavigation, startMoving } from '@/lib/moving'
import { watchPages } from '@/lib/moving/moving'

/** The app's loader of a page and what else of it is asked (a language switch: all of it). */
type PreloadPath = (path: string) => Promise<unknown>

const FAILED = 'the page could not be loaded.'

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>
}

/**
 * The switcher on `path`, with `preload` standing in for the router's loader of a page (the
 * delivery room's moving through the site, lib/moving/moving.ts, is handed it as the app does).
 */
function renderSwitcher(preload: PreloadPath, path = '/') {
  watchPages({ preload, isPage: () => true })
  render(
    <MemoryRouter initialEntries={[path]}>
      {/* the layout gives the failure views their copy, and holds the navigations */}
      <SiteNavigation>
        <FailureCopy value={loadingContent.en}>
          <LanguageSwitcher
            current="en"
            label="Language"
            names={languageNames}
            failedNotice={FAILED}
            isInverse={false}
          />
        </FailureCopy>
      </SiteNavigation>
      <Address />
    </MemoryRouter>,
  )
  return {
    address: () => screen.getByRole('status', { name: 'address' }),
    link: (code: string) => screen.getByRole('link', { name: new RegExp(`^${code},`) }),
  }
}

/** A loader that settles when the test says so, one promise per path asked for. */
function heldLoader() {
  const pending = new Map<string, { resolve: () => void; reject: () => void }>()
  const preload = vi.fn(
    (path: string) =>
      new Promise<void>((resolve, reject) =>
        pending.set(path, { resolve, reject: () => reject(new Error('chunk failed')) }),
      ),
  )
  const settle = async (path: string, how: 'resolve' | 'reject') => {
    await act(async () => pending.get(path)?.[how]())
  }
  return { preload, settle }
}

// the notice's own words come with the frame's copy, which a page loads before it hydrates; the
// links' way of moving comes as the page hydrates (app/boot/main.tsx)
beforeAll(async () => {
  await loadFrameContent('en')
  await startMoving({ preload: () => Promise.resolve(), isPage: () => true })
})

describe('language switcher: the other language shows whole, or the page stays as it was', () => {
  it('goes to /lv only once the Latvian page has loaded', async () => {
    const { preload, settle } = heldLoader()
    const view = renderSwitcher(preload)
    fireEvent.click(view.link('LV'))
    expect(preload).toHaveBeenCalledWith('/lv', expect.any(Function))
    expect(view.address()).toHaveTextContent(/^\/$/)
    await settle('/lv', 'resolve')
    expect(view.address()).toHaveTextContent('/lv')
  })

  it('stays at / and says so in the page’s language when the Latvian page fails to load', async () => {
    const { preload, settle } = heldLoader()
    const view = renderSwitcher(preload)
    fireEvent.click(view.link('LV'))
    await settle('/lv', 'reject')
    expect(view.address()).toHaveTextContent(/^\/$/)
    expect(screen.getByRole('alert')).toHaveTextContent(`Latviešu: ${FAILED}`)
    // the language's own name, in its own language (read out as Latvian)
    expect(screen.getByText('Latviešu', { selector: '[role="alert"] span' })).toHaveAttribute(
      'lang',
      'lv',
    )
    fireEvent.click(screen.getByRole('button', { name: loadingContent.en.dismiss }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a new click clears the notice, and the latest click wins', async () => {
    const { preload, settle } = heldLoader()
    const view = renderSwitcher(preload)
    fireEvent.click(view.link('LV'))
    await settle('/lv', 'reject')
    fireEvent.click(view.link('LV'))
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(view.link('RU'))
    await settle('/ru', 'resolve')
    await settle('/lv', 'resolve')
    expect(view.address()).toHaveTextContent('/ru')
  })

  it('leaves a click with a modifier (a new tab) and the current page’s own link to the browser', () => {
    const preload = vi.fn(() => Promise.resolve())
    const view = renderSwitcher(preload)
    // (jsdom cannot open a tab: the document, after the switcher, keeps it from trying)
    const stopDocumentNavigation = (event: Event) => event.preventDefault()
    document.addEventListener('click', stopDocumentNavigation)
    fireEvent.click(view.link('LV'), { ctrlKey: true })
    fireEvent.click(view.link('EN'))
    document.removeEventListener('click', stopDocumentNavigation)
    expect(preload).not.toHaveBeenCalled()
  })
})
