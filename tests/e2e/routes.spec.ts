import { expect, test } from '@playwright/test'
import { ALL_PATHS, watchConsole, waitForHydration } from './support'
import { LAB_PATH, STAGE_PATH } from '../../src/config/lab'

test.describe('every route is prerendered', () => {
  for (const path of ALL_PATHS) {
    test(`${path} answers 200 with its h1, title and description in the raw HTML`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim()
      expect(h1).toBeTruthy()
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/)
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+">/)
      expect(html).toContain(`data-prerendered="${path}"`)
      expect(html).toMatch(/<nav aria-label="Breadcrumb"|<h1/)
    })
  }
})

test('every route renders in Chromium with the CSP enforced: no violation, console error or hydration warning', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = await watchConsole(page)
  for (const path of ALL_PATHS) {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'")
    await waitForHydration(page)
    await expect(page.locator('h1')).toBeVisible()
    expect(problems, `console on ${path}`).toEqual([])
  }
})

test('an unknown path shows the 404 page with status 404', async ({ page, request }) => {
  const raw = await request.get('/no-such-page')
  expect(raw.status()).toBe(404)
  expect(await raw.text()).toContain('Page not found')
  const problems = await watchConsole(page)
  const response = await page.goto('/no-such-page/deeper')
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByRole('main').getByRole('link', { name: 'Home page' }).click()
  await expect(page).toHaveURL('/')
  expect(problems.filter((p) => !p.includes('404'))).toEqual([])
})

test('an unknown case id is answered with the clinic case page itself: status 200, its canonical, no script needed', async ({
  browser,
  request,
}) => {
  const clinic = await request.get('/cases/medical-clinic-chatbot')
  const clinicHtml = await clinic.text()
  for (const path of ['/cases/unknown-case', '/cases/unknown-case/', '/cases/%E2%9C%93']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text(), path).toBe(clinicHtml)
  }
  expect(clinicHtml).toMatch(/<link rel="canonical" href="[^"]+\/cases\/medical-clinic-chatbot">/)
  expect(clinicHtml).not.toContain('noindex')
  // one segment only: a deeper path is not a case
  expect((await request.get('/cases/unknown-case/deeper')).status()).toBe(404)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/cases/unknown-case')
  expect(response?.status()).toBe(200)
  const clinicTitle = /<h1[^>]*>([^<]+)</.exec(clinicHtml)?.[1] ?? 'missing'
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinicTitle)
  await context.close()
})

test('an unknown case id hydrates the clinic page it was served: no flash, no console error, the URL kept', async ({
  page,
}) => {
  const problems = await watchConsole(page)
  // the prerendered heading, remembered before the app starts: hydration keeps the node
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { __servedH1: Element | null }).__servedH1 =
        document.querySelector('h1')
    })
  })
  await page.goto('/cases/unknown-case')
  await waitForHydration(page)
  const clinic = await (await page.request.get('/cases/medical-clinic-chatbot')).text()
  const clinicTitle = /<h1[^>]*>([^<]+)</.exec(clinic)?.[1]
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinicTitle ?? 'missing')
  expect(
    await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { __servedH1: Element | null }).__servedH1,
    ),
    'the served heading is the one on screen (hydrated, not replaced)',
  ).toBe(true)
  await expect(page).toHaveURL(/\/cases\/unknown-case$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/cases\/medical-clinic-chatbot$/,
  )
  // the app runs it: a breadcrumb link navigates in the page
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Cases', exact: true })
    .click()
  await expect(page).toHaveURL('/cases')
  expect(problems).toEqual([])
})

test('the motion lab is the dev server’s only: the built site answers its addresses with the 404 page', async ({
  request,
}) => {
  for (const path of [LAB_PATH, STAGE_PATH]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Page not found')
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(LAB_PATH)
})

test('sitemap.xml lists every public route and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ALL_PATHS.filter((p) => p !== '/case-page')) {
    expect(sitemap).toContain(path === '/' ? '/</loc>' : `${path}</loc>`)
  }
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .+\/sitemap\.xml/)
})

test('the three home pages declare each other as hreflang alternates and set <html lang>', async ({
  request,
}) => {
  for (const [path, lang] of [
    ['/', 'en'],
    ['/lv', 'lv'],
    ['/ru', 'ru'],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`<html lang="${lang}">`)
    for (const alt of ['en', 'lv', 'ru', 'x-default']) expect(html).toContain(`hreflang="${alt}"`)
  }
  expect(await (await request.get('/services')).text()).not.toContain('hreflang=')
})

test('pages are served with the security headers (the CSP is enforced in every test above)', async ({
  request,
}) => {
  const response = await request.get('/about-us')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  // style elements only from the site and the document's own style by its hash; inline style
  // attributes; never 'unsafe-inline' for style elements
  expect(headers['content-security-policy']).toMatch(
    /style-src-elem 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/,
  )
  expect(headers['content-security-policy']).toMatch(/style-src-attr 'unsafe-inline'(;|$)/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toContain('max-age=')
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await response.text())?.[1]
  const script = (await request.get(asset ?? '/missing')).headers()
  expect(script['cache-control']).toContain('immutable')
  // a script keeps what a subresource needs and goes without the page-only headers, sent in full
  // with each of a visit's ~40 scripts over HTTP/1.1 (scripts/serve/serve.mjs)
  expect(script['x-content-type-options']).toBe('nosniff')
  expect(script['strict-transport-security']).toContain('max-age=')
  expect(script['content-security-policy']).toBeUndefined()
  expect(script['permissions-policy']).toBeUndefined()
  // an SVG opened by its address is a document: it keeps the policy
  const svg = (await request.get('/favicon.svg')).headers()
  expect(svg['content-security-policy']).toContain("script-src 'self'")
})
