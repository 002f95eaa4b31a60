// The deploy recipe, tested: docs/deploy.md's nginx server block, read from the doc, served by
// Debian's nginx over HTTP/2 with the build's nginx-headers.conf and nginx-routes.conf
// (scripts/deploy/nginx.mjs), answers what every host must (hostChecks.ts) and sends the build's
// own compressed copies.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { startNginx } from '../../scripts/deploy/nginx.mjs'
import { PAGE_CACHE_CONTROL } from '../../scripts/shared/cache-control.mjs'
import { pageFile } from '../../scripts/shared/pages.mjs'
import { describeHost, DIST, page } from './hostChecks'

const DOC = path.resolve('docs/deploy.md')

describeHost(
  "nginx 1.22: docs/deploy.md's server block",
  {
    start: () => startNginx(fs.readFileSync(DOC, 'utf8'), DIST),
    pageCacheControl: PAGE_CACHE_CONTROL,
    notFoundCacheControl: PAGE_CACHE_CONTROL,
    // the block's /assets/ location: nosniff and HSTS only (nginx-asset-headers.conf)
    assetSecurityHeaders: 'subresource',
    trailingSlash: 'redirect',
    isSelfSigned: true,
  },
  (host) => {
    it('speaks HTTP/2 over TLS', () => {
      expect(host().protocol).toBe('h2')
    })

    it("sends the build's own brotli and gzip copies (.br, .gz), the bytes npm start sends", async () => {
      const html = page('/')
      const files = [
        '/services',
        /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '/missing.js',
        /href="(\/art\/[^"]+\.svg)"/.exec(html)?.[1] ?? '/missing.svg',
      ]
      for (const urlPath of files) {
        const file = path.join(DIST, path.extname(urlPath) ? urlPath : pageFile(urlPath))
        const plain = fs.readFileSync(file, 'utf8')
        for (const [encoding, suffix] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          const response = await host().get(urlPath, { 'accept-encoding': `deflate, ${encoding}` })
          expect(response.headers['content-encoding'], urlPath).toBe(encoding)
          expect(response.headers['vary'], urlPath).toMatch(/accept-encoding/i)
          expect(response.body, urlPath).toBe(plain)
          expect(Number(response.headers['content-length']), urlPath).toBe(
            fs.statSync(`${file}${suffix}`).size,
          )
        }
      }
    })
  },
)
