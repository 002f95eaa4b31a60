// The build's compressed copies (scripts/build/precompress.mjs), which nginx's brotli_static and
// gzip_static send as they are (docs/deploy.md), and npm start's server, which sends the same
// bytes: the copy while it is as new as its file, its own compression once the file has changed.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../../scripts/build/precompress.mjs'
import { createStaticHandler } from '../../../scripts/serve/serve.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
const script = `export const copy = ${JSON.stringify('Automate the busywork. '.repeat(200))}\n`
const page = `<!doctype html><html lang="en"><title>Amberline</title><p>${'Hello. '.repeat(300)}</p></html>`
let server: http.Server
let origin = ''

/** GET with an Accept-Encoding: status, Content-Encoding and the raw bytes. */
function get(urlPath: string, encoding: string) {
  return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${urlPath}`, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      })
      .on('error', reject)
  })
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'index.html'), page)
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script)
  fs.writeFileSync(path.join(dir, 'assets', 'font-abc123.woff2'), Buffer.from([1, 2, 3, 4]))
  fs.writeFileSync(path.join(dir, 'tiny.txt'), 'a')
  server = http.createServer(createStaticHandler({ dir }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe("the build's compressed copies", () => {
  it('writes a .br and a .gz beside each text file they make smaller, and none for fonts', async () => {
    expect(await precompress(dir)).toBe(2)
    const texts: [string, string][] = [
      ['index.html', page],
      ['assets/app-abc123.js', script],
    ]
    for (const [file, text] of texts) {
      const full = path.join(dir, file)
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${full}.br`)).toString()).toBe(text)
      expect(zlib.gunzipSync(fs.readFileSync(`${full}.gz`)).toString()).toBe(text)
      expect(fs.statSync(`${full}.br`).size).toBeLessThan(fs.statSync(`${full}.gz`).size)
    }
    // a font is compressed already; one letter only grows
    expect(fs.existsSync(path.join(dir, 'assets', 'font-abc123.woff2.br'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false)
  })

  it('npm start sends those very bytes: brotli where accepted, else gzip', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br')
    expect(br.encoding).toBe('br')
    expect(br.body.equals(fs.readFileSync(path.join(dir, 'assets', 'app-abc123.js.br')))).toBe(true)
    const gz = await get('/', 'gzip')
    expect(gz.encoding).toBe('gzip')
    expect(gz.body.equals(fs.readFileSync(path.join(dir, 'index.html.gz')))).toBe(true)
  })

  it('npm start compresses a file changed after its copy was written, never sending the stale copy', async () => {
    const file = path.join(dir, 'index.html')
    const changed = page.replace('Amberline', 'Amberline AI')
    fs.writeFileSync(file, changed)
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(file, later, later)
    const br = await get('/', 'br')
    expect(br.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(changed)
  })
})
