// The deploy recipe, tested: docs/deploy.md's nginx server block, read from the doc, served by
// Debian's nginx over HTTP/2 with the build's nginx-headers.conf and nginx-routes.conf, answers
// as `npm start` does in tests/e2e/routes.spec.ts: every page, the 404, an unknown case id, the
// security and cache headers, compression.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@/config/routes'
import { ASSET_CACHE_CONTROL } from '../../scripts/shared/cache-control.mjs'
import { SUBRESOURCE_HEADERS } from '../../scripts/shared/headers.mjs'
import { ALL_PATHS } from '../shared/sitePaths'
import { startNginx, type Response, type RunningNginx } from './nginx'

const DIST = path.resolve('dist')
const DOC = path.resolve('docs/deploy.md')
const GZIP = { 'accept-encoding': 'gzip' }

const page = (urlPath: string) => fs.readFileSync(path.join(DIST, urlPath, 'index.html'), 'utf8')
const securityHeaders: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(DIST, 'headers.json'), 'utf8'),
)
const clinicPath = routes.caseDetail.href('medical-clinic-chatbot')

/** Every header of dist/headers.json, as the build wrote it. */
function expectSecurityHeaders(response: Response, urlPath: string) {
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers[name.toLowerCase()], `${name} on ${urlPath}`).toBe(value)
}

let nginx: RunningNginx

beforeAll(async () => {
  if (!fs.existsSync(path.join(DIST, 'nginx-routes.conf')))
    throw new Error('no build: run npm run build')
  nginx = await startNginx(fs.readFileSync(DOC, 'utf8'), DIST)
})

afterAll(async () => {
  await nginx?.stop()
})

describe("docs/deploy.md's nginx server block", () => {
  it('speaks HTTP/2 over TLS', () => {
    expect(nginx.protocol).toBe('h2')
  })

  it('answers every prerendered route with status 200, its own page, the security headers and no-cache', async () => {
    for (const urlPath of ALL_PATHS) {
      const response = await nginx.get(urlPath)
      expect(response.status, urlPath).toBe(200)
      expect(response.body, urlPath).toBe(page(urlPath))
      expect(response.headers['content-type'], urlPath).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], urlPath).toBe('no-cache')
      expectSecurityHeaders(response, urlPath)
    }
  })

  it('answers an unknown path with 404.html, status 404, the security headers and no-cache', async () => {
    const notFound = fs.readFileSync(path.join(DIST, '404.html'), 'utf8')
    for (const urlPath of ['/no-such-page', '/no-such-page/deeper', '/cases/unknown-case/deeper']) {
      const response = await nginx.get(urlPath)
      expect(response.status, urlPath).toBe(404)
      expect(response.body, urlPath).toBe(notFound)
      expect(response.headers['cache-control'], urlPath).toBe('no-cache')
      expectSecurityHeaders(response, urlPath)
    }
  })

  it('answers an unknown case id (one segment, with or without a slash) with the clinic case page, status 200', async () => {
    for (const urlPath of ['/cases/unknown-case', '/cases/unknown-case/', '/cases/%E2%9C%93']) {
      const response = await nginx.get(urlPath)
      expect(response.status, urlPath).toBe(200)
      expect(response.body, urlPath).toBe(page(clinicPath))
      expectSecurityHeaders(response, urlPath)
    }
  })

  it('caches the hashed assets for a year, immutable, with nosniff and HSTS and no page-only header', async () => {
    const html = page('/')
    const assets = [
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1],
      /<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/.exec(html)?.[1],
    ]
    for (const asset of assets) {
      expect(asset, 'an asset the home page links').toBeTruthy()
      const response = await nginx.get(asset ?? '/missing')
      expect(response.status, asset).toBe(200)
      expect(response.headers['cache-control'], asset).toBe(ASSET_CACHE_CONTROL)
      // what npm start sends a script (tests/e2e/routes.spec.ts): the headers a subresource needs
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers[name.toLowerCase()], `${name} on ${asset}`).toBe(
          SUBRESOURCE_HEADERS.has(name) ? value : undefined,
        )
    }
    // a missing asset is still the not-found page, with the page's headers
    const missing = await nginx.get('/assets/no-such-file.js')
    expect(missing.status).toBe(404)
    expect(missing.body).toBe(fs.readFileSync(path.join(DIST, '404.html'), 'utf8'))
    expectSecurityHeaders(missing, '/assets/no-such-file.js')
    // not hashed: revalidated
    expect((await nginx.get('/favicon.svg')).headers['cache-control']).toBe('no-cache')
  })

  // (the site's style is in its pages: it ships no CSS file)
  it('compresses HTML, JavaScript and SVG with gzip when the client accepts it', async () => {
    const html = page('/')
    const files = [
      '/about-us',
      /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/missing.js',
      /href="(\/art\/[^"]+\.svg)"/.exec(html)?.[1] ?? '/missing.svg',
    ]
    for (const urlPath of files) {
      const plain = await nginx.get(urlPath)
      const compressed = await nginx.get(urlPath, GZIP)
      expect(plain.headers['content-encoding'], urlPath).toBeUndefined()
      expect(compressed.headers['content-encoding'], urlPath).toBe('gzip')
      expect(compressed.headers['vary'], urlPath).toMatch(/accept-encoding/i)
      expect(compressed.body, urlPath).toBe(plain.body)
      expect(compressed.wireBytes, urlPath).toBeLessThan(plain.wireBytes)
    }
  })

  it("sends the build's own brotli and gzip copies (.br, .gz), the bytes npm start sends", async () => {
    const html = page('/')
    const files = [
      '/',
      /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/missing.js',
      /href="(\/art\/[^"]+\.svg)"/.exec(html)?.[1] ?? '/missing.svg',
    ]
    for (const urlPath of files) {
      const file = path.join(DIST, urlPath === '/' ? 'index.html' : urlPath)
      const plain = fs.readFileSync(file, 'utf8')
      const br = await nginx.get(urlPath, { 'accept-encoding': 'gzip, deflate, br' })
      expect(br.headers['content-encoding'], urlPath).toBe('br')
      expect(br.headers['vary'], urlPath).toMatch(/accept-encoding/i)
      expect(br.body, urlPath).toBe(plain)
      expect(Number(br.headers['content-length']), urlPath).toBe(fs.statSync(`${file}.br`).size)
      const gz = await nginx.get(urlPath, GZIP)
      expect(gz.headers['content-encoding'], urlPath).toBe('gzip')
      expect(gz.body, urlPath).toBe(plain)
      expect(Number(gz.headers['content-length']), urlPath).toBe(fs.statSync(`${file}.gz`).size)
    }
  })
})
