// node scripts/measure/downloads.mjs: what a visit downloads. Loads a page in Chromium on a phone's screen (390×844,
// touch), without scrolling, waits for the load event and SETTLE_MS more, and counts the
// JavaScript it fetched as transferred (the server's gzip; CDP's encoded byte counts). Then it
// scrolls to the bottom, step by step, and checks that every part of the page has hydrated.
// Unthrottled: this counts bytes and files, not time.
//
// Usage: node scripts/measure/downloads.mjs [--route /] [--dist dist] [--list]
//   --list  also print each file fetched before the scroll
/* global window, document */
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../provision/browser.mjs'
import { readBuildHeaders, startServer } from '../serve/serve.mjs'
import { ROOT } from '../shared/paths.mjs'

// after the load event, how long the visit lasts without scrolling (ms)
const SETTLE_MS = 4000
// the phone's screen (CSS px)
const VIEWPORT = { width: 390, height: 844 }
// one scroll step on the way down (a fraction of the screen) and the pause after it (ms)
const SCROLL_STEP = 0.8
const SCROLL_PAUSE_MS = 250
// how long the parts may take to hydrate once the bottom is reached (ms)
const HYDRATE_WAIT_MS = 10_000

const args = { route: '/', dist: 'dist', list: false }
const argv = process.argv.slice(2)
for (let i = 0; i < argv.length; i++) {
  const key = argv[i].replace(/^--/, '')
  if (key === 'list') args.list = true
  else if (key in args) args[key] = argv[++i]
}

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dir: path.resolve(ROOT, args.dist),
  headers: readBuildHeaders(path.resolve(ROOT, args.dist)),
})
const origin = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_ARGS,
})
const context = await browser.newContext({
  viewport: VIEWPORT,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
})
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Network.enable')
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

const requests = new Map()
const scripts = []
cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
  if (type === 'Script') requests.set(requestId, response.url)
})
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const url = requests.get(requestId)
  if (url) scripts.push({ url, bytes: encodedDataLength, at: Date.now() })
})

const kib = (list) => list.reduce((sum, s) => sum + s.bytes, 0) / 1024
const name = (url) => new URL(url).pathname.replace(/^\/assets\//, '')

await page.goto(origin + args.route, { waitUntil: 'load' })
await page.waitForTimeout(SETTLE_MS)
const noScroll = [...scripts]
console.log(
  `${args.route} at ${VIEWPORT.width}×${VIEWPORT.height}, no scrolling, load + ${SETTLE_MS / 1000} s: ` +
    `${kib(noScroll).toFixed(1)} KiB of JS as transferred in ${noScroll.length} files`,
)
if (args.list)
  for (const s of [...noScroll].sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KiB  ${name(s.url)}`)

// down to the bottom as a visitor scrolls, then every part must hydrate
for (;;) {
  const isAtBottom = await page.evaluate((step) => {
    window.scrollBy(0, window.innerHeight * step)
    return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
  }, SCROLL_STEP)
  await page.waitForTimeout(SCROLL_PAUSE_MS)
  if (isAtBottom) break
}
// every part shown: a closed dialog's card hydrates when it opens or a navigation starts
// (src/lib/delivery/frameDemand.ts)
const pendingParts = () =>
  [...document.querySelectorAll('#root:not([data-hydrated]), [data-hydrates]:not([data-hydrated])')]
    .filter((e) => e.closest('dialog:not([open])') === null)
    .map((e) => e.id || e.tagName.toLowerCase())
const pending = await page
  .waitForFunction(
    () =>
      [
        ...document.querySelectorAll(
          '#root:not([data-hydrated]), [data-hydrates]:not([data-hydrated])',
        ),
      ].every((e) => e.closest('dialog:not([open])') !== null),
    undefined,
    { timeout: HYDRATE_WAIT_MS },
  )
  .then(() => [])
  .catch(() => page.evaluate(pendingParts))
const later = scripts.slice(noScroll.length)
console.log(
  `after scrolling to the bottom: ${kib(scripts).toFixed(1)} KiB in ${scripts.length} files ` +
    `(+${kib(later).toFixed(1)} KiB in ${later.length}); ` +
    (pending.length ? `NOT hydrated: ${pending.join(', ')}` : 'every part shown hydrated'),
)
if (args.list)
  for (const s of later) console.log(`  + ${(s.bytes / 1024).toFixed(1)} KiB  ${name(s.url)}`)

await browser.close()
server.close()
process.exit(pending.length ? 1 : 0)
