// Compares two builds by their look: every prerendered page as a full-page screenshot at phone,
// tablet and desktop widths under reduced motion (nothing moves, every band drawn), and the
// industries stack's frame in motion (reduced motion replaces it with a grid). Reports, per page
// and width, the share of pixels that differ and the height change, and writes the differing
// pairs and a diff image. For a refactor that must not change the look.
// Usage: node scripts/measure/compare-screens.mjs --before http://127.0.0.1:4301 --after http://127.0.0.1:4302 [--dir dist] [--out screens-diff] [paths…]
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { prerenderedRoutes } from '../build/build-state.mjs'
import { CHROMIUM_ARGS, findChromium } from '../provision/browser.mjs'
import { settle } from './settle.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    dir: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'screens-diff' },
    widths: { type: 'string', default: '375,768,1280' },
  },
})
const { before, after, dir, out } = values
const widths = values.widths.split(',').map(Number)
if (!before || !after) {
  console.error('Usage: compare-screens.mjs --before URL --after URL [--dir dist] [paths…]')
  process.exit(2)
}

const paths = positionals.length
  ? positionals
  : prerenderedRoutes(path.resolve(dir)).map((page) => page.route)

fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_ARGS,
})

/**
 * A full-page screenshot with every band's code in, every lazy image loaded, every band painted
 * (a full-page shot leaves `content-visibility: auto` bands off screen blank), the page at rest.
 */
async function shoot(page, url) {
  await page.goto(url)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 80))
    }
    window.scrollTo(0, 0)
  })
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
  await settle(page)
  await page.waitForTimeout(300)
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
}

/** The share of pixels that differ between two PNGs (compared in the page's canvas), and a diff. */
async function diff(page, a, b) {
  return page.evaluate(
    async ([a64, b64]) => {
      const load = (b64) =>
        new Promise((resolve, reject) => {
          const img = new Image()
          img.onload = () => resolve(img)
          img.onerror = reject
          img.src = `data:image/png;base64,${b64}`
        })
      const [ia, ib] = await Promise.all([load(a64), load(b64)])
      const w = Math.max(ia.width, ib.width)
      const h = Math.max(ia.height, ib.height)
      const pixels = (img) => {
        const c = new OffscreenCanvas(w, h)
        const ctx = c.getContext('2d')
        ctx.drawImage(img, 0, 0)
        return ctx.getImageData(0, 0, w, h).data
      }
      const pa = pixels(ia)
      const pb = pixels(ib)
      const c = new OffscreenCanvas(w, h)
      const ctx = c.getContext('2d')
      const out = ctx.createImageData(w, h)
      let differing = 0
      let firstY = -1
      for (let i = 0; i < pa.length; i += 4) {
        const d =
          Math.abs(pa[i] - pb[i]) +
          Math.abs(pa[i + 1] - pb[i + 1]) +
          Math.abs(pa[i + 2] - pb[i + 2])
        const isDifferent = d > 24
        if (isDifferent) {
          differing++
          if (firstY < 0) firstY = Math.floor(i / 4 / w)
        }
        out.data[i] = isDifferent ? 255 : pa[i] / 3
        out.data[i + 1] = isDifferent ? 0 : pa[i + 1] / 3
        out.data[i + 2] = isDifferent ? 0 : pa[i + 2] / 3
        out.data[i + 3] = 255
      }
      ctx.putImageData(out, 0, 0)
      const blob = await c.convertToBlob({ type: 'image/png' })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let bin = ''
      for (const byte of bytes) bin += String.fromCharCode(byte)
      return {
        share: differing / (w * h),
        firstY,
        heights: [ia.height, ib.height],
        png: btoa(bin),
      }
    },
    [a.toString('base64'), b.toString('base64')],
  )
}

const rows = []
const canvas = await browser.newPage()
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    // for the style that paints every band (the site's CSP allows no inline style)
    bypassCSP: true,
  })
  const page = await context.newPage()
  for (const p of paths) {
    const a = await shoot(page, before + p)
    const b = await shoot(page, after + p)
    const result = await diff(canvas, a, b)
    const name = `${p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')}-${width}`
    if (result.share > 0) {
      fs.writeFileSync(path.join(out, `${name}-before.png`), a)
      fs.writeFileSync(path.join(out, `${name}-after.png`), b)
      fs.writeFileSync(path.join(out, `${name}-diff.png`), Buffer.from(result.png, 'base64'))
    }
    rows.push({ name, ...result })
    console.log(
      `${name.padEnd(36)} ${(result.share * 100).toFixed(3).padStart(8)} % differ` +
        `  height ${result.heights.join(' → ')}` +
        (result.firstY >= 0 ? `  first at y=${result.firstY}` : ''),
    )
  }
  await context.close()
}

// the industries stack in motion, at each width it is shown (wider than 720 px), card 3 on top
for (const width of widths.filter((w) => w > 720)) {
  for (const p of ['/']) {
    const shots = []
    for (const base of [before, after]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
      await page.goto(base + p)
      await settle(page)
      const frame = page.locator('[data-stack-step]')
      if (!(await frame.count())) {
        await page.close()
        break
      }
      await page.evaluate(() => {
        const track = document
          .querySelector('[data-stack-step]')
          .closest('section').firstElementChild
        const top = track.getBoundingClientRect().top + window.scrollY
        window.scrollTo(0, top + (track.offsetHeight - window.innerHeight) * 0.4)
      })
      await page.waitForTimeout(1200)
      shots.push(await page.screenshot({ animations: 'disabled', caret: 'hide' }))
      await page.close()
    }
    if (shots.length < 2) continue
    const result = await diff(canvas, shots[0], shots[1])
    const name = `stack${p === '/' ? '-home' : p.replace(/\//g, '-')}-${width}`
    if (result.share > 0) {
      fs.writeFileSync(path.join(out, `${name}-before.png`), shots[0])
      fs.writeFileSync(path.join(out, `${name}-after.png`), shots[1])
      fs.writeFileSync(path.join(out, `${name}-diff.png`), Buffer.from(result.png, 'base64'))
    }
    rows.push({ name, ...result })
    console.log(`${name.padEnd(36)} ${(result.share * 100).toFixed(3).padStart(8)} % differ`)
  }
}
await browser.close()
const changed = rows.filter((r) => r.share > 0)
console.log(`\n${rows.length} screenshots compared, ${changed.length} differ (written to ${out}/)`)
