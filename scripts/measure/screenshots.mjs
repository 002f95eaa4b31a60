// Full-page screenshots of pages at phone, tablet and desktop widths, for looking at the design.
// Usage: node scripts/measure/screenshots.mjs [--base http://127.0.0.1:4173] [--out screenshots] [paths…]
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../provision/browser.mjs'
import { settle } from './settle.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  if (i === -1) return fallback
  const [value] = args.splice(i, 2).slice(1)
  return value
}
const base = option('base', 'http://127.0.0.1:4173')
const out = option('out', 'screenshots')
const widths = option('widths', '375,768,1280').split(',').map(Number)
const paths = args.length ? args : ['/']

fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_ARGS,
})
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
  for (const p of paths) {
    await page.goto(base + p)
    await settle(page)
    // scroll through once so lazy images load, then back to the top
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
    })
    await settle(page)
    const file = path.join(
      out,
      `${p === '/' ? 'home' : p.replace(/^\//, '').replace(/\//g, '_')}-${width}.png`,
    )
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await page.close()
}
await browser.close()
