import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { makeTwin, withoutApp } from '../../../scripts/measure/bench/twin.mjs'

// The bench's scriptless twin (--twin): each page of a build without the app, compressed as the
// build compresses, so a load of it shows what the document costs alone.

const PAGE = `<!doctype html><html><head>
<link rel="preload" as="image" href="/art/hero-ai.svg" fetchpriority="high">
<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/main-C9.js">
<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-Bi8.js">
<script type="module" fetchpriority="low" crossorigin src="/assets/index-Da1.js"></script>
<script>document.documentElement.dataset.inline = '1'</script>
</head><body><main><h1>See the ROI. Then decide</h1></main></body></html>`

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true })))

describe('the scriptless twin', () => {
  it('keeps the page but the app: its module script and preloads go, inline scripts stay', () => {
    const twin = withoutApp(PAGE)
    expect(twin).not.toMatch(/modulepreload|type="module"/)
    expect(twin).toContain('<link rel="preload" as="image" href="/art/hero-ai.svg"')
    expect(twin).toContain("<script>document.documentElement.dataset.inline = '1'</script>")
    expect(twin).toContain('<h1>See the ROI. Then decide</h1>')
  })

  it('copies the build with every page file and its compressed copies rewritten', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-dist-'))
    folders.push(dist)
    fs.mkdirSync(path.join(dist, 'cases'))
    fs.mkdirSync(path.join(dist, 'assets'))
    for (const page of ['index.html', 'cases/x.html']) {
      fs.writeFileSync(path.join(dist, page), PAGE)
      fs.writeFileSync(path.join(dist, `${page}.br`), zlib.brotliCompressSync(PAGE))
      fs.writeFileSync(path.join(dist, `${page}.gz`), zlib.gzipSync(PAGE))
    }
    fs.writeFileSync(path.join(dist, 'assets/index-Da1.js'), 'export {}')
    const twin = makeTwin(dist)
    folders.push(twin)
    for (const page of ['index.html', 'cases/x.html']) {
      const read = (ext: string) => fs.readFileSync(path.join(twin, page + ext))
      expect(read('').toString()).toBe(withoutApp(PAGE))
      expect(zlib.brotliDecompressSync(read('.br')).toString()).toBe(withoutApp(PAGE))
      expect(zlib.gunzipSync(read('.gz')).toString()).toBe(withoutApp(PAGE))
    }
    expect(fs.readFileSync(path.join(twin, 'assets/index-Da1.js'), 'utf8')).toBe('export {}')
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe(PAGE)
  })
})
