import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { SOCIAL_CARD_HEIGHT_PX, SOCIAL_CARD_WIDTH_PX } from '@/config/socialCard'
import { applyHead, buildHead, headHtml, socialCardPath, usePageMeta } from '@/lib/meta'

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description })
  return <h1>{title}</h1>
}

const navigator: { go: (to: string) => void } = { go: () => {} }
function Navigator() {
  const navigate = useNavigate()
  useEffect(() => {
    navigator.go = navigate
  }, [navigate])
  return null
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Original description">'
  document.title = 'Original title'
  document.documentElement.lang = 'en'
})
afterEach(() => {
  document.head.innerHTML = ''
})

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content')

describe('usePageMeta (spec §2.2)', () => {
  it('sets the title, description, canonical and lang, and restores them when the page is left', () => {
    render(
      <MemoryRouter initialEntries={['/services']}>
        <Navigator />
        <Routes>
          <Route path="/services" element={<Page title="Services" description="What we do" />} />
          <Route path="/lv" element={<Page title="Sākums" description="Latviski" />} />
          <Route path="/blank" element={null} />
        </Routes>
      </MemoryRouter>,
    )
    expect(document.title).toBe('Services')
    expect(description()).toBe('What we do')
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site.siteUrl}/services`,
    )

    act(() => navigator.go('/lv'))
    expect(document.title).toBe('Sākums')
    expect(document.documentElement.lang).toBe('lv')
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(4)

    act(() => navigator.go('/blank'))
    expect(document.title).toBe('Original title')
    expect(description()).toBe('Original description')
    expect(document.documentElement.lang).toBe('en')
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0)
  })
})

describe('applyHead on a prerendered head', () => {
  it('writes nothing the head already holds, and restores nothing it did not change', () => {
    const head = buildHead({ title: 'Services', description: 'What we do' }, '/services')
    // as the prerender writes it: the tags, and the description (written apart)
    document.head.innerHTML = `${headHtml(head)}<meta name="description" content="${head.description}">`
    document.title = head.title
    document.documentElement.lang = head.lang
    const observer = new MutationObserver(() => {})
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    const restore = applyHead(document, head)
    restore()
    expect(observer.takeRecords()).toEqual([])
    observer.disconnect()
  })
})

describe('head data', () => {
  it('home pages carry hreflang alternates, other pages do not', () => {
    expect(
      buildHead({ title: 't', description: 'd' }, '/ru').alternates.map((a) => a.hreflang),
    ).toEqual(['en', 'lv', 'ru', 'x-default'])
    expect(buildHead({ title: 't', description: 'd' }, '/services').alternates).toEqual([])
  })
  it('a canonical override and noindex are honoured; attribute values are escaped', () => {
    const head = buildHead(
      { title: 'A "quoted" <title>', description: 'd', canonicalPath: '/cases', noindex: true },
      '/case-page',
    )
    expect(head.canonical).toBe(`${site.siteUrl}/cases`)
    const html = headHtml(head)
    expect(html).toContain('content="noindex, follow"')
    expect(html).toContain('A &quot;quoted&quot; &lt;title&gt;')
    expect(html).not.toContain('"quoted"')
  })
})

describe('link preview card', () => {
  it('each page names a card of its own, by its canonical path', () => {
    expect(socialCardPath('/')).toBe('/og/home.png')
    expect(socialCardPath('/ru')).toBe('/og/ru.png')
    expect(socialCardPath('/cases/travel-website')).toBe('/og/cases/travel-website.png')
    // an alias shows the card of the page it is canonical to
    expect(
      buildHead({ title: 't', description: 'd', canonicalPath: '/cases' }, '/case-page').image,
    ).toBe(`${site.siteUrl}/og/cases.png`)
  })
  it('og:image and twitter:image name the card, with its size and the page title as its alt', () => {
    const html = headHtml(buildHead({ title: 'Services | Brand', description: 'd' }, '/services'))
    const image = `${site.siteUrl}/og/services.png`
    expect(html).toContain(`<meta property="og:image" content="${image}">`)
    expect(html).toContain(`<meta name="twitter:image" content="${image}">`)
    expect(html).toContain(`<meta property="og:image:width" content="${SOCIAL_CARD_WIDTH_PX}">`)
    expect(html).toContain(`<meta property="og:image:height" content="${SOCIAL_CARD_HEIGHT_PX}">`)
    expect(html).toContain('<meta property="og:image:alt" content="Services | Brand">')
    expect(html).toContain('<meta name="twitter:image:alt" content="Services | Brand">')
  })
})
