// What every documented host must answer for the built site, asked of the host's own server
// (scripts/deploy/): each page at its own address (200, no redirect), the addresses the pages name
// (canonical, hreflang, sitemap) served as they are, a trailing slash redirected to the address
// without it, unknown paths 404 with 404.html, an unknown case id answered with the clinic page
// at its own address, the security and cache headers, compression, and one page loaded in
// Chromium with no console error and no CSP report. The suites name the host they run.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@/config/routes'
import type { HostResponse } from '../../scripts/deploy/client.mjs'
import type { RunningHost } from '../../scripts/deploy/host.d.mts'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/provision/browser.mjs'
import { ASSET_CACHE_CONTROL } from '../../scripts/shared/cache-control.mjs'
import { SUBRESOURCE_HEADERS } from '../../scripts/shared/headers.mjs'
import { NOT_FOUND_FILE, pageFile } from '../../scripts/shared/pages.mjs'
import { ALL_PATHS } from '../shared/sitePaths'

export const DIST = path.resolve('dist')

/** A page as the build wrote it. */
export const page = (urlPath: string) => fs.readFileSync(path.join(DIST, pageFile(urlPath)), 'utf8')
const notFoundPage = () => fs.readFileSync(path.join(DIST, NOT_FOUND_FILE), 'utf8')
const securityHeaders = (): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(DIST, 'headers.json'), 'utf8'))

const clinicPath = routes.caseDetail.href('medical-clinic-chatbot')
const UNKNOWN_CASES = ['/cases/unknown-case', '/cases/%E2%9C%93']
const UNKNOWN_PATHS = ['/no-such-page', '/no-such-page/deeper', '/cases/unknown-case/deeper']
/** Addresses with a trailing slash (a page, a case, an unknown case id, a home page), each with the page of the address without it. */
const SLASHED = [
  ['/services/', '/services'],
  ['/cases/energy-sector-ai/', '/cases/energy-sector-ai'],
  ['/cases/unknown-case/', clinicPath],
  ['/lv/', '/lv'],
] as const
/** The statuses of a permanent redirect: 301 (nginx's `permanent`, _redirects) or 308. */
const PERMANENT_REDIRECTS = [301, 308]
/** The page loaded in Chromium: the unknown case id, which hydrates the clinic page it got. */
const BROWSER_PATH = '/cases/unknown-case'
// the longest the page may take to hydrate in Chromium on a slow, shared machine
const HYDRATION_TIMEOUT_MS = 20_000

export interface HostProfile {
  /** starts the host's server on the built dist/ */
  start: () => Promise<RunningHost>
  /** what the host answers a page and the not-found page with (its own rule or _headers') */
  pageCacheControl: string
  notFoundCacheControl: string
  /** the security headers a hashed script or font gets: only those a subresource needs, or all */
  assetSecurityHeaders: 'subresource' | 'all'
  /**
   * An address with a trailing slash: redirected to the address without it, or answered with that
   * address's page (its canonical link names the address without the slash)
   */
  trailingSlash: 'redirect' | 'page'
  /** Chromium accepts the host's throwaway certificate */
  isSelfSigned?: boolean
  /** what the host's local server cannot show, each with the reason (the check is skipped) */
  unproven?: { assetCache?: string; compression?: string }
}

/** A check, or a skipped one whose name says why the host's local server cannot show it. */
const itUnless = (reason: string | undefined, name: string, check: () => Promise<void>) =>
  reason ? it.skip(`${name} (not shown: ${reason})`, check) : it(name, check)

function expectSecurityHeaders(response: HostResponse, urlPath: string) {
  for (const [name, value] of Object.entries(securityHeaders()))
    expect(response.headers[name.toLowerCase()], `${name} on ${urlPath}`).toBe(value)
}

const firstMatch = (pattern: RegExp, text: string) => pattern.exec(text)?.[1] ?? '/missing'
/** A hashed script, the font preload and an image the home page names. */
const homeAssets = () => {
  const html = page('/')
  return {
    script: firstMatch(/<script[^>]+src="(\/assets\/[^"]+\.js)"/, html),
    font: firstMatch(/<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/, html),
    svg: firstMatch(/href="(\/art\/[^"]+\.svg)"/, html),
  }
}

/** The paths of the absolute addresses a page names for itself and its languages. */
const namedAddresses = (html: string) =>
  [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map(
    (m) => new URL(m[1] ?? '/').pathname,
  )

/** Runs the checks every host passes; `more` adds the host's own. */
export function describeHost(
  title: string,
  profile: HostProfile,
  more?: (host: () => RunningHost) => void,
) {
  describe(title, () => {
    let running: RunningHost | undefined
    const host = () => {
      if (!running) throw new Error(`${title}: the host did not start`)
      return running
    }

    beforeAll(async () => {
      if (!fs.existsSync(path.join(DIST, 'headers.json')))
        throw new Error('no build: run npm run build')
      running = await profile.start()
    })

    afterAll(async () => {
      await running?.stop()
    })

    it('answers every prerendered route at its own address: 200, its page, the headers', async () => {
      for (const urlPath of ALL_PATHS) {
        const response = await host().get(urlPath)
        expect(response.status, urlPath).toBe(200)
        expect(response.body, urlPath).toBe(page(urlPath))
        expect(response.headers['content-type'], urlPath).toMatch(/^text\/html/)
        expect(response.headers['cache-control'], urlPath).toBe(profile.pageCacheControl)
        expectSecurityHeaders(response, urlPath)
      }
    })

    it('serves the addresses the pages name (canonical, hreflang, sitemap) without a redirect', async () => {
      const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')
      const addresses = new Set([
        ...ALL_PATHS.flatMap((urlPath) => namedAddresses(page(urlPath))),
        ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname),
      ])
      expect(addresses.size).toBeGreaterThan(0)
      for (const address of addresses) expect((await host().get(address)).status, address).toBe(200)
    })

    if (profile.trailingSlash === 'redirect')
      it('redirects an address with a trailing slash, permanently, to the address without it', async () => {
        for (const [urlPath] of SLASHED) {
          const response = await host().get(urlPath)
          expect(PERMANENT_REDIRECTS, `${urlPath}: ${response.status}`).toContain(response.status)
          const location = new URL(String(response.headers.location), host().origin)
          expect(location.pathname, urlPath).toBe(urlPath.replace(/\/$/, ''))
        }
      })
    else
      it('answers an address with a trailing slash with the page of the address without it', async () => {
        for (const [urlPath, pagePath] of SLASHED) {
          const response = await host().get(urlPath)
          expect(response.status, urlPath).toBe(200)
          expect(response.body, urlPath).toBe(page(pagePath))
        }
      })

    it('answers an unknown path with 404.html, status 404, the security headers', async () => {
      for (const urlPath of UNKNOWN_PATHS) {
        const response = await host().get(urlPath)
        expect(response.status, urlPath).toBe(404)
        expect(response.body, urlPath).toBe(notFoundPage())
        expect(response.headers['cache-control'], urlPath).toBe(profile.notFoundCacheControl)
        expectSecurityHeaders(response, urlPath)
      }
    })

    it('answers an unknown case id at its own address with the clinic case page, status 200', async () => {
      for (const urlPath of UNKNOWN_CASES) {
        const response = await host().get(urlPath)
        expect(response.status, urlPath).toBe(200)
        expect(response.body, urlPath).toBe(page(clinicPath))
        expectSecurityHeaders(response, urlPath)
      }
    })

    itUnless(
      profile.unproven?.assetCache,
      'caches the hashed assets for a year, immutable, and revalidates the rest',
      async () => {
        const { script, font, svg } = homeAssets()
        for (const asset of [script, font]) {
          const response = await host().get(asset)
          expect(response.status, asset).toBe(200)
          expect(response.headers['cache-control'], asset).toBe(ASSET_CACHE_CONTROL)
          for (const [name, value] of Object.entries(securityHeaders()))
            expect(response.headers[name.toLowerCase()], `${name} on ${asset}`).toBe(
              profile.assetSecurityHeaders === 'all' || SUBRESOURCE_HEADERS.has(name)
                ? value
                : undefined,
            )
        }
        const missing = await host().get('/assets/no-such-file.js')
        expect(missing.status).toBe(404)
        expect(missing.body).toBe(notFoundPage())
        expectSecurityHeaders(missing, '/assets/no-such-file.js')
        expect((await host().get(svg)).headers['cache-control'], svg).toBe(profile.pageCacheControl)
      },
    )

    // (the site's style is in its pages: it ships no CSS file)
    itUnless(
      profile.unproven?.compression,
      'compresses HTML, JavaScript and SVG with brotli and with gzip, as the client accepts',
      async () => {
        const { script, svg } = homeAssets()
        for (const urlPath of ['/about-us', script, svg]) {
          const plain = await host().get(urlPath)
          expect(plain.headers['content-encoding'], urlPath).toBeUndefined()
          for (const encoding of ['br', 'gzip']) {
            const compressed = await host().get(urlPath, { 'accept-encoding': encoding })
            expect(compressed.headers['content-encoding'], urlPath).toBe(encoding)
            expect(compressed.body, `${urlPath} (${encoding})`).toBe(plain.body)
            expect(compressed.wireBytes, `${urlPath} (${encoding})`).toBeLessThan(plain.wireBytes)
          }
        }
      },
    )

    it(`loads ${BROWSER_PATH} in Chromium: hydrated, the address kept, no console error, no CSP report`, async () => {
      const browser = await chromium.launch({
        executablePath: (await findChromium()) ?? undefined,
        args: CHROMIUM_ARGS,
      })
      try {
        const context = await browser.newContext({ ignoreHTTPSErrors: !!profile.isSelfSigned })
        const tab = await context.newPage()
        const problems: string[] = []
        await tab.addInitScript(() => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => console.error(`CSP violation: ${event.effectiveDirective}`),
            true,
          )
        })
        tab.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            problems.push(`${message.type()}: ${message.text()}`)
        })
        tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
        tab.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`))
        const response = await tab.goto(host().origin + BROWSER_PATH)
        expect(response?.status()).toBe(200)
        await tab.locator('#root[data-hydrated]').waitFor({ timeout: HYDRATION_TIMEOUT_MS })
        // read to the end: the parts below the first screen fetch their code as they near it
        await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await tab.waitForLoadState('load')
        expect(new URL(tab.url()).pathname).toBe(BROWSER_PATH)
        expect(await tab.locator('h1').textContent()).toBe(
          /<h1[^>]*>([^<]+)</.exec(page(clinicPath))?.[1],
        )
        expect(problems).toEqual([])
      } finally {
        await browser.close()
      }
    })

    more?.(host)
  })
}
