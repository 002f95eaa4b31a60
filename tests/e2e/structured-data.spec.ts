import { expect, test } from '@playwright/test'
import { ALL_PATHS } from './support'

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
