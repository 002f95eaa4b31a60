import { expect, test } from '@playwright/test'
import { SOCIAL_CARD_HEIGHT_PX, SOCIAL_CARD_WIDTH_PX } from '../../src/config/socialCard'
import { ALL_PATHS, NOT_FOUND_PATH } from './support'

type Json = Record<string, unknown>

const blocks = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Json,
  )

test('every page carries Organization JSON-LD, and a BreadcrumbList wherever breadcrumbs show', async ({
  request,
}) => {
  for (const path of ALL_PATHS) {
    const html = await (await request.get(path)).text()
    const data = blocks(html)
    const organization = data.find(
      (d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('Organization'),
    )
    expect(organization, path).toBeTruthy()
    for (const key of ['name', 'legalName', 'url', 'logo', 'email', 'telephone', 'address']) {
      expect(organization?.[key], `${path}: Organization.${key}`).toBeTruthy()
    }
    const hasCrumbs = html.includes('aria-label="Breadcrumb"')
    const list = data.find((d) => d['@type'] === 'BreadcrumbList')
    expect(Boolean(list), `${path}: BreadcrumbList`).toBe(hasCrumbs)
    if (list) {
      const items = list.itemListElement as Array<{ position: number; name: string; item: string }>
      expect(items.length).toBeGreaterThan(1)
      items.forEach((item, i) => {
        expect(item.position).toBe(i + 1)
        expect(item.name).toBeTruthy()
        expect(item.item).toMatch(/^https?:\/\//)
      })
      // the current item is the page's own URL: its canonical
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]
      expect(items.at(-1)?.item, path).toBe(canonical)
    }
  }
})

test('/it-solutions carries FAQPage JSON-LD with its four questions', async ({ request }) => {
  const data = blocks(await (await request.get('/it-solutions')).text())
  const faq = data.find((d) => d['@type'] === 'FAQPage')
  const questions = faq?.mainEntity as Array<{
    '@type': string
    name: string
    acceptedAnswer: { text: string }
  }>
  expect(questions).toHaveLength(4)
  for (const q of questions) {
    expect(q['@type']).toBe('Question')
    expect(q.name).toMatch(/\?$/)
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(20)
  }
})

/** The PNG signature, then the IHDR chunk: its length, its type, the width and height (big-endian). */
const PNG_SIGNATURE = '89504e470d0a1a0a'
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return null
  if (bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const metaContent = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1]

test('every page names a link preview card of its own: a 1200×630 PNG the site serves', async ({
  request,
}) => {
  const cards = new Map<string, Buffer>()
  // the not-found page is served for any unknown path, with its own head
  for (const path of [...ALL_PATHS, `${NOT_FOUND_PATH}-no-such-page`]) {
    const html = await (await request.get(path)).text()
    const image = metaContent(html, 'property', 'og:image')
    expect(image, `${path}: og:image`).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/)
    expect(metaContent(html, 'name', 'twitter:image'), `${path}: twitter:image`).toBe(image)
    expect(metaContent(html, 'property', 'og:image:alt'), `${path}: og:image:alt`).toBeTruthy()
    expect(metaContent(html, 'property', 'og:image:width')).toBe(String(SOCIAL_CARD_WIDTH_PX))
    expect(metaContent(html, 'property', 'og:image:height')).toBe(String(SOCIAL_CARD_HEIGHT_PX))
    const cardPath = new URL(image ?? '').pathname
    if (!cards.has(cardPath)) {
      const response = await request.get(cardPath)
      expect(response.status(), `${path}: ${cardPath}`).toBe(200)
      cards.set(cardPath, await response.body())
    }
    expect(pngSize(cards.get(cardPath) ?? Buffer.alloc(0)), `${path}: ${cardPath}`).toEqual({
      width: SOCIAL_CARD_WIDTH_PX,
      height: SOCIAL_CARD_HEIGHT_PX,
    })
  }
  // two case studies, and two languages' home pages, show cards of their own
  const differ = (a: string, b: string) => {
    const [first, second] = [cards.get(a), cards.get(b)]
    expect(first && second && !first.equals(second), `${a} and ${b} differ`).toBe(true)
  }
  differ('/og/cases/medical-clinic-chatbot.png', '/og/cases/travel-website.png')
  differ('/og/home.png', '/og/ru.png')
})
