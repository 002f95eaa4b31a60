// npm run bench: Lighthouse on every prerendered route, mobile and desktop, several runs each, with
// the medians printed as a table and written to bench-results/latest.json (and a timestamped copy).
// The same run measures bench/floor.html, a plain hand-written page with the home page's first
// screen, served from the same server with the same compression; each route's FCP and LCP are
// printed as a multiple of the floor's, which takes the machine's speed out of the figures. Other
// load on the machine still weighs more on the site (its JS) than on the floor: bench when quiet.
//
// Usage: npm run bench [-- options]
//   --check                hold the mobile medians to budgets.json ("lighthouse.mobile" and
//                          "realLoad"), print every breach and exit 1 when any gate is breached
//   --routes /,/about-us   only these routes (default: every index.html in dist, as npm run size;
//                          the real loads default to budgets.json "realLoad.routes")
//   --runs N               runs per route and form factor (default 3)
//   --form mobile|desktop  one form factor only (default both)
//   --dist DIR             bench another build folder (default dist/, built first when stale)
//   --port N               loopback port (default: any free one)
//   --reports DIR          also keep every run's whole Lighthouse report (JSON) and its trace
//                          (*.trace.json, for DevTools) in DIR, to see what a figure is made of
//   --cpu 4|auto|N         mobile CPU slowdown. 4 (default) is Lighthouse's own, the one the gates
//                          hold. auto also simulates each load again with a slowdown fitted to the
//                          host (never above 4×; scripts/measure/cpu-calibration.mjs), printed beside it
//                          as information. Another number runs everything at it (no --check then)
// Mobile is Lighthouse's default config (Moto G Power, simulated slow 4G, simulated CPU slowdown);
// desktop is its desktop config. Each run gets a fresh headless Chromium with an empty profile.
// The Lighthouse gates: the four scores (performance 100, a few points less passes flagged "noisy
// host"), TBT over the floor page's TBT, CLS. Lantern's simulated LCP and FCP multiples of the
// floor are printed, not held: its simulation is not what a visitor's phone does.
// Mobile also gets real loads with the throttling applied, not simulated, on a phone's screen
// (budgets.json "realLoad.conditions": cold cache, 4× CPU, 150 ms latency, 1.6 Mbps down), the
// floor page among them: the gates there hold the observed LCP against the floor's, the time the
// app has hydrated against the LCP, and how long the booking dialog takes to open after a tap on
// the first screen's "Get started" made as soon as the button is painted.
// what the real loads evaluate in the page
/* global window, document, MutationObserver, requestAnimationFrame */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../provision/browser.mjs'
import { benchCpuMultiplier, DEFAULT_CPU_MULTIPLIER } from './cpu-calibration.mjs'
import {
  HOME_PAGE,
  initialScripts,
  needsBuild,
  pageModulesLoaded,
  prerenderedRoutes,
} from '../build/build-state.mjs'
import { createStaticHandler, readBuildHeaders, startServer } from '../serve/serve.mjs'
import { ROOT } from '../shared/paths.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const FLOOR = '/bench-floor/'
// how long a real load may take to load, paint its button or hydrate before it counts as failed
const LOAD_TIMEOUT_MS = 120_000
// how long a real load waits after the tap for the dialog; never opening counts as over budget
const DIALOG_WAIT_MS = 30_000
// after a real load has hydrated, the time given to a late largest paint before LCP is read
const SETTLE_MS = 500
// how often the page checks whether every first-screen control is React's (the "live" column),
// and how long after hydration it may take before "live" is left blank (information, no gate)
const LIVE_POLL_MS = 20
const LIVE_WAIT_MS = 10_000
// what the booking popup (src/layout/BookingPopup.tsx) renders: its form's data-form
const BOOKING_FORM = '[data-form="booking-popup"]'
// The first-screen button that opens the booking dialog, per route, read from the built HTML. The
// home pages (every language's: the routes that load HomePage) and the AI and IT service pages
// open the hero with "Get started" (/lv "Sākt", /ru "Начать"), the first button of the first
// section. /services and /contacts have
// none: their first screen is a page header (breadcrumb, title, lead) and the site header has no
// booking call to action (its two buttons open the services menu and the mobile menu). The one
// booking button of /services is "Get AI MVP" in its fourth band; /contacts has none at all (its
// form is on the page). Their tap gate prints n/a.
const HERO_BUTTON = '#main > section:first-child button'
const HERO_LABEL = "the hero's first button"
const HERO_BOOKING_ROUTES = ['/ai-solutions', '/ai-chatbots', '/it-solutions']
const NO_TAP_TARGET = 'n/a: no booking button on the first screen'

const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'))
const budget = budgets.lighthouse.mobile
const realBudget = budgets.realLoad
const conditions = realBudget.conditions

const args = {
  check: false,
  routes: '',
  runs: '3',
  form: 'mobile,desktop',
  dist: '',
  port: '0',
  reports: '',
  cpu: String(DEFAULT_CPU_MULTIPLIER),
}
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i].replace(/^--/, '')
  if (key === 'check') args.check = true
  else if (key in args && process.argv[i + 1] !== undefined) args[key] = process.argv[++i]
  else {
    console.error(
      `Unknown option ${process.argv[i]}. See the usage at the top of scripts/measure/bench.mjs`,
    )
    process.exit(2)
  }
}
const runs = Math.max(1, Number(args.runs) || 3)
const forms = args.form.split(',').filter((f) => f === 'mobile' || f === 'desktop')
if (!forms.length) throw new Error('--form takes mobile or desktop')
const calibrate = args.cpu === 'auto'
// the slowdown of the figures the table shows first and the gates hold
const mainCpu = calibrate ? DEFAULT_CPU_MULTIPLIER : Number(args.cpu)
if (!(mainCpu >= 1)) throw new Error('--cpu takes auto or a number ≥ 1')
if (args.check && mainCpu !== DEFAULT_CPU_MULTIPLIER) {
  console.error(
    `--check holds Lighthouse at its defaults (${DEFAULT_CPU_MULTIPLIER}× CPU): drop --cpu`,
  )
  process.exit(2)
}

const dist = args.dist ? path.resolve(args.dist) : path.join(ROOT, 'dist')

// Build when the sources are newer than dist (the rule npm start uses).
if (!args.dist && needsBuild()) {
  console.log('Sources changed since the last build: building…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}`)

// Every prerendered page, as npm run size finds them.
const pages = prerenderedRoutes(dist)
const allRoutes = pages.map((page) => page.route)
const homeRoutes = pages
  .filter(({ file }) =>
    pageModulesLoaded(initialScripts(fs.readFileSync(file, 'utf8'))).includes(HOME_PAGE),
  )
  .map((page) => page.route)
const BOOKING_TAP_TARGETS = Object.fromEntries(
  [...homeRoutes, ...HERO_BOOKING_ROUTES].map((route) => [
    route,
    { selector: HERO_BUTTON, label: HERO_LABEL },
  ]),
)
const routes = args.routes ? args.routes.split(',').map((r) => r.trim()) : allRoutes
// the real loads: the routes asked for, else the gates' default routes (mobile only)
const realRoutes = !forms.includes('mobile') ? [] : args.routes ? routes : realBudget.routes
const missing = [...routes, ...realRoutes].filter((r) => !allRoutes.includes(r))
if (missing.length) throw new Error(`Not in ${dist}: ${[...new Set(missing)].join(', ')}`)

// The floor page lives in a temporary folder served under /bench-floor/ by the same static handler
// (same compression and headers), with the site's Latin Manrope next to it.
const floorRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
fs.mkdirSync(path.join(floorRoot, 'bench-floor'))
const font = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((f) => /^manrope-latin-wght-normal-.*\.woff2$/.test(f))
let floorHtml = fs.readFileSync(path.join(ROOT, 'bench', 'floor.html'), 'utf8')
if (font)
  fs.copyFileSync(path.join(dist, 'assets', font), path.join(floorRoot, FLOOR, 'font.woff2'))
else floorHtml = floorHtml.replace(/src: url\(font\.woff2\)[^;]*;/, '') // no 404 on the floor
if (!font) console.warn('No Manrope Latin file in dist/assets: the floor goes without web font')
fs.writeFileSync(path.join(floorRoot, FLOOR, 'index.html'), floorHtml)
const headers = readBuildHeaders(dist)
// the floor is a hand-written page with its style inline: the site's CSP (style sheets from the
// site only) is not its policy; every other header is the same
const floorHeaders = Object.fromEntries(
  Object.entries(headers).filter(([name]) => name !== 'Content-Security-Policy'),
)
const floorHandler = createStaticHandler({ dir: floorRoot, headers: floorHeaders })
// HTTP/2 over TLS, as the site is hosted (docs/deploy.md): every request of a page shares one
// connection. The certificate is a throwaway one for 127.0.0.1 (Chromium is told to accept it).
const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'))
const openssl = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    path.join(tlsDir, 'key.pem'),
    '-out',
    path.join(tlsDir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
)
if (openssl.status !== 0) throw new Error('openssl could not make the benchmark certificate')
const server = await startServer({
  port: Number(args.port),
  host: '127.0.0.1',
  dir: dist,
  headers,
  tls: {
    key: fs.readFileSync(path.join(tlsDir, 'key.pem')),
    cert: fs.readFileSync(path.join(tlsDir, 'cert.pem')),
  },
  extraHandlers: [
    async (req, res) => req.url?.startsWith(FLOOR) && (await floorHandler(req, res), true),
  ],
})
const origin = `https://127.0.0.1:${server.address().port}`

const chromePath = await findChromium()
if (!chromePath)
  throw new Error('No Chromium found. Run: node scripts/provision/ensure-browser.mjs')
const chromeFlags = [...CHROMIUM_ARGS, '--headless=new', '--ignore-certificate-errors']
if (process.getuid?.() === 0) chromeFlags.push('--no-sandbox')

let chrome
const cleanUp = () => {
  chrome?.kill()
  server.close()
  fs.rmSync(floorRoot, { recursive: true, force: true })
}
process.on('SIGINT', () => (cleanUp(), process.exit(130)))

/** What a failing audit points at: up to five elements, files or task groups. */
function describe(details) {
  const rows =
    details?.type === 'list' ? details.items.flatMap((t) => t.items ?? []) : details?.items
  return (rows ?? [])
    .slice(0, 5)
    .map((item) => {
      const node = item.node ?? item.subItems?.items?.[0]?.relatedNode
      if (node) return `${node.selector} "${node.nodeLabel ?? ''}"`
      if (item.phase) return `${item.phase}: ${Math.round(item.timing)} ms`
      if (item.groupLabel) return `${item.groupLabel}: ${Math.round(item.duration)} ms`
      return String(item.url ?? item.source?.url ?? item.label ?? '').replace(origin, '')
    })
    .filter(Boolean)
}

/** One Lighthouse run in a fresh browser: the figures we keep, or { error }. */
async function measure(url, form) {
  // where a calibrated run keeps its artifacts (trace, network log) for the second simulation
  const saved = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-run-'))
  try {
    chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' })
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES }
    const config = form === 'desktop' ? desktopConfig : undefined
    const isCalibrated = form === 'mobile' && calibrate
    // at 4× nothing is passed: the run is Lighthouse's defaults as they are
    const cpuFlags = (cpuSlowdownMultiplier) =>
      form === 'mobile' && cpuSlowdownMultiplier !== DEFAULT_CPU_MULTIPLIER
        ? { throttling: { cpuSlowdownMultiplier } }
        : {}
    const gathered = await lighthouse(
      url,
      {
        ...flags,
        ...cpuFlags(mainCpu),
        ...(isCalibrated && { gatherMode: saved, auditMode: saved }),
      },
      config,
    )
    const { lhr } = gathered
    const cpu = lhr.configSettings.throttling.cpuSlowdownMultiplier
    // --cpu auto: the same load at the slowdown fitted to this run's benchmarkIndex (information)
    let calibrated = gathered
    let cpuCalibrated =
      isCalibrated && !lhr.runtimeError && benchCpuMultiplier(lhr.environment.benchmarkIndex)
    // a host at or above Lighthouse's reference keeps the default: the first audit stands
    if (cpuCalibrated && cpuCalibrated < cpu) {
      // The same load simulated again: no browser, the artifacts read back from `saved`. Lighthouse
      // refuses settings that differ from the gather's; under simulated throttling the CPU
      // multiplier plays no part in gathering (the page loads unthrottled, the slowdown is applied
      // to the recorded tasks afterwards), so the record is brought in line with the audit's.
      const file = path.join(saved, 'artifacts.json')
      const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'))
      if (artifacts.settings.throttlingMethod !== 'simulate')
        throw new Error('CPU calibration needs simulated throttling')
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuCalibrated
      fs.writeFileSync(file, JSON.stringify(artifacts))
      calibrated = await lighthouse(
        url,
        { ...flags, ...cpuFlags(cpuCalibrated), auditMode: saved },
        config,
      )
    } else if (cpuCalibrated) cpuCalibrated = cpu
    if (args.reports) {
      fs.mkdirSync(args.reports, { recursive: true })
      const name = `${form}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`
      fs.writeFileSync(path.join(args.reports, name), JSON.stringify(lhr))
      if (calibrated !== gathered)
        fs.writeFileSync(
          path.join(args.reports, name.replace(/json$/, 'calibrated.json')),
          JSON.stringify(calibrated.lhr),
        )
      const trace = gathered.artifacts?.Trace
      if (trace)
        fs.writeFileSync(
          path.join(args.reports, name.replace(/json$/, 'trace.json')),
          JSON.stringify(trace),
        )
    }
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    const a = lhr.audits
    const scripts = a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
    const failing = []
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = a[ref.id]
        if (ref.group === 'hidden' || !audit || audit.score === null || audit.score >= 1) continue
        if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue
        failing.push({
          category: id,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue ?? '',
          items: describe(audit.details),
        })
      }
    }
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
      ),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      si: a['speed-index'].numericValue,
      transferBytes: a['total-byte-weight'].numericValue,
      scriptBytes: scripts?.transferSize ?? 0,
      failing,
      lcpElement: describe(a['largest-contentful-paint-element']?.details)[0] ?? '',
      layoutShifts: (a['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => {
        const causes = (item.subItems?.items ?? []).map((c) => c.cause).join('; ')
        return `${item.score.toFixed(3)} ${item.node?.selector ?? '?'}${causes ? ` (${causes})` : ''}`
      }),
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpu,
      // the same load at the slowdown fitted to the host (mobile, --cpu auto; NaN otherwise)
      cpuCalibrated: cpuCalibrated || NaN,
      tbtCalibrated: isCalibrated ? calibrated.lhr.audits['total-blocking-time'].numericValue : NaN,
      perfCalibrated: isCalibrated
        ? Math.round(calibrated.lhr.categories.performance.score * 100)
        : NaN,
    }
  } catch (error) {
    return { error: String(error?.message ?? error) }
  } finally {
    await chrome?.kill()
    chrome = undefined
    fs.rmSync(saved, { recursive: true, force: true })
  }
}

/**
 * Installed before navigation in every real load. Records, in ms since navigation start
 * (performance.now and event timeStamps share that origin): the last largest-contentful-paint
 * entry; when #root got data-hydrated (the app sets it once React has hydrated); when every control
 * of the header and the first screen became React's ("live": a click there is handled at once);
 * when the first touch or pointer event was made (its timeStamp: when the finger came down, not
 * when a busy main thread got to it); and when a <dialog> got `open`, and whether it was the
 * booking form. A MutationObserver's callback runs at the end of the task that made the change.
 * With a `tapSelector`, it also watches every frame for that button: once it is laid out with a
 * size and the first contentful paint has happened, the next frame has painted it, and the page
 * calls `__benchPainted` (a Playwright binding) with its text and centre, to be tapped there.
 */
function recordRealLoad({ livePollMs, bookingForm, tapSelector }) {
  const w = /** @type {any} */ (window)
  Object.assign(w, { __lcp: 0, __hydratedAt: null, __liveAt: null, __tapAt: null })
  Object.assign(w, { __dialogAt: null, __dialogKind: null })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const onInput = (/** @type {Event} */ event) => (w.__tapAt ??= event.timeStamp)
  for (const type of ['pointerdown', 'touchstart'])
    window.addEventListener(type, onInput, { capture: true, passive: true })
  // the app's own marks (src/lib/hydrationMarks.ts): the header hydrates with the root, the first
  // screen's band marks itself
  const owned = (element) => !element.closest('[data-hydrates]:not([data-hydrated])')
  const checkLive = () => {
    const controls = document.querySelectorAll(
      'header button, header a, #main > section:first-child button, #main > section:first-child a',
    )
    if ([...controls].every(owned)) w.__liveAt = performance.now()
    else setTimeout(checkLive, livePollMs)
  }
  const look = () => {
    if (w.__hydratedAt === null && document.querySelector('#root[data-hydrated]')) {
      w.__hydratedAt = performance.now()
      checkLive()
    }
    const dialog = w.__dialogAt === null && document.querySelector('dialog[open]')
    if (dialog) {
      w.__dialogAt = performance.now()
      w.__dialogKind = dialog.querySelector(bookingForm) ? 'booking' : 'other'
    }
  }
  new MutationObserver(look).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'open'],
  })
  look() // already there (never, before navigation; kept honest should that change)
  const watchButton = () => {
    const button = document.querySelector(tapSelector)
    const box = button?.getBoundingClientRect()
    const hasPainted = performance.getEntriesByName('first-contentful-paint').length > 0
    if (!button || !box?.width || !box.height || !hasPainted || !button.checkVisibility())
      return requestAnimationFrame(watchButton)
    const text = button.textContent?.trim() ?? ''
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    requestAnimationFrame(() => w.__benchPainted(text, centre))
  }
  if (tapSelector) requestAnimationFrame(watchButton)
}

/**
 * One load of `url` as a visitor's phone gets it, with the throttling applied, not simulated
 * (budgets.json "realLoad.conditions"): a fresh browser (cold cache, no open connection), the CPU
 * slowed, DevTools' network emulation, a phone's screen with touch. A "watch" load touches nothing
 * and returns the observed LCP, when the app hydrated and when the first screen was live (the
 * floor page has no app: only its LCP). A "tap" load taps `target` the moment it is painted and
 * returns the ms from the tap to the dialog opening. Two loads, because the first input ends LCP
 * (Chromium stops reporting it): a tapped load's LCP would be cut short.
 */
async function realLoad(url, { isFloor = false, target = null } = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  })
  try {
    const context = await browser.newContext({
      viewport: conditions.viewport,
      deviceScaleFactor: conditions.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    // CDP wants bytes per second; Lighthouse counts a kbit as 1024 bits
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: conditions.latencyMs,
      downloadThroughput: (conditions.downloadMbps * 1024 * 1024) / 8,
      uploadThroughput: (conditions.uploadKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown })
    // The page watches for the button itself and calls back at once: Playwright's own polling
    // (waitForSelector, then a bounding box, each a round trip into the slowed page) tapped 772 ms
    // after the first paint in a trial on this VM; this way, 69–127 ms.
    /** @type {(found: { text: string, centre: { x: number, y: number } }) => void} */
    let onPainted = () => {}
    const painted = new Promise((resolve) => (onPainted = resolve))
    if (target)
      await page.exposeFunction('__benchPainted', (text, centre) => onPainted({ text, centre }))
    await page.addInitScript(recordRealLoad, {
      livePollMs: LIVE_POLL_MS,
      bookingForm: BOOKING_FORM,
      tapSelector: target?.selector ?? null,
    })
    const read = () =>
      page.evaluate(() => {
        const w = /** @type {any} */ (window)
        const { __lcp, __hydratedAt, __liveAt, __tapAt, __dialogAt, __dialogKind } = w
        const __fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
        return { __lcp, __hydratedAt, __liveAt, __tapAt, __dialogAt, __dialogKind, __fcp }
      })
    if (!target) {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })
      const waitFor = (key, timeout) =>
        page.waitForFunction((k) => /** @type {any} */ (window)[k] !== null, key, {
          timeout,
          polling: 100,
        })
      if (!isFloor) await waitFor('__hydratedAt', LOAD_TIMEOUT_MS)
      if (!isFloor) await waitFor('__liveAt', LIVE_WAIT_MS).catch(() => {})
      await page.waitForTimeout(SETTLE_MS)
      const r = await read()
      return { lcp: r.__lcp, hydrated: r.__hydratedAt, live: r.__liveAt }
    }
    // the tap: watched from the navigation's commit on, made at once when the button is painted
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS })
    const timedOut = new Promise((resolve) => setTimeout(resolve, LOAD_TIMEOUT_MS, null).unref())
    const found = await Promise.race([painted, timedOut])
    if (!found) throw new Error(`${target.label} was not painted within ${LOAD_TIMEOUT_MS} ms`)
    const { text: tapped, centre } = found
    if (centre.y > conditions.viewport.height)
      throw new Error(`${target.label} is not on the first screen`)
    await page.touchscreen.tap(centre.x, centre.y)
    await page
      .waitForFunction(() => /** @type {any} */ (window).__dialogAt !== null, null, {
        timeout: DIALOG_WAIT_MS,
        polling: 100,
      })
      .catch(() => {}) // no dialog: counted as never opening, over budget
    const r = await read()
    if (r.__tapAt === null) throw new Error('the tap reached no touch or pointer listener')
    if (r.__dialogKind === 'other') throw new Error(`tapping "${tapped}" opened another dialog`)
    return {
      tapped,
      tapToDialog: r.__dialogAt === null ? Infinity : r.__dialogAt - r.__tapAt,
      tapAt: r.__tapAt,
      // how soon the tap came after the first paint (Playwright's round trips to the page)
      tapAfterFcp: r.__tapAt - r.__fcp,
      // whether the app had hydrated when the finger came down (the click then waited for it)
      isTapBeforeHydrated: r.__hydratedAt === null || r.__hydratedAt > r.__tapAt,
    }
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] }
  } finally {
    await browser.close()
  }
}

/** The median of the numbers among `values` (Infinity counts: a dialog that never opened), or null. */
const median = (values) => {
  const s = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((x, y) => x - y)
  if (!s.length) return null
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const METRICS = [
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'transferBytes',
  'scriptBytes',
  'cpu',
  'cpuCalibrated',
  'tbtCalibrated',
  'perfCalibrated',
]
/** Medians of each figure, and the failing audits of the run nearest the median FCP and LCP. */
function summarise(samples) {
  const ok = samples.filter((s) => !s.error)
  const errors = samples.filter((s) => s.error).map((s) => s.error)
  if (!ok.length) return { runs: 0, errors }
  const med = Object.fromEntries(METRICS.map((m) => [m, median(ok.map((s) => s[m]))]))
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(ok.map((s) => s.scores[c]))]))
  const distance = (s) => ((s.fcp - med.fcp) / med.fcp) ** 2 + ((s.lcp - med.lcp) / med.lcp) ** 2
  const medianRun = ok.reduce((best, s) => (distance(s) < distance(best) ? s : best))
  const { failing, lcpElement, layoutShifts } = medianRun
  const kept = ok.map((s) => ({ ...s, failing: undefined, layoutShifts: undefined }))
  return {
    runs: ok.length,
    errors,
    scores,
    ...med,
    lcpElement,
    layoutShifts,
    failing,
    samples: kept,
  }
}

// Interleaved: run 1 of every page (floor first), then run 2…, so slow spells hit all pages alike.
const targets = [FLOOR, ...routes]
const samples = {}
const total = runs * forms.length * targets.length
let done = 0
const started = Date.now()
for (let run = 1; run <= runs; run++) {
  for (const form of forms) {
    for (const target of targets) {
      let sample = await measure(origin + target, form)
      // Lighthouse now and then loses a trace (NO_NAVSTART); two more tries before giving up
      for (let retry = 0; sample.error && retry < 2; retry++)
        sample = await measure(origin + target, form)
      ;(samples[`${form} ${target}`] ??= []).push(sample)
      done++
      const eta = Math.round((((Date.now() - started) / done) * (total - done)) / 60000)
      const note = sample.error ? `error: ${sample.error}` : `LCP ${Math.round(sample.lcp)} ms`
      process.stderr.write(`[${done}/${total}, ~${eta} min left] ${form} ${target} ${note}\n`)
    }
  }
}
// Real loads (mobile): interleaved like the Lighthouse runs, the floor first in each round; per
// route one load watched untouched and one tapped (when the route has a booking button).
const real = {}
const ms = (v) => (v === null ? '–' : v === Infinity ? 'never' : `${Math.round(v)} ms`)
if (realRoutes.length)
  for (let run = 1; run <= runs; run++)
    for (const route of [FLOOR, ...realRoutes]) {
      const loads = (real[route] ??= { watch: [], tap: [] })
      const watched = await realLoad(origin + route, { isFloor: route === FLOOR })
      loads.watch.push(watched)
      const target = BOOKING_TAP_TARGETS[route]
      const tapped = route !== FLOOR && target ? await realLoad(origin + route, { target }) : null
      if (tapped) loads.tap.push(tapped)
      const note = watched.error
        ? `error: ${watched.error}`
        : `LCP ${ms(watched.lcp)}` +
          (route === FLOOR ? '' : `, hydrated ${ms(watched.hydrated)}`) +
          (tapped
            ? `, tap→dialog ${tapped.error ? `error: ${tapped.error}` : ms(tapped.tapToDialog)}`
            : '')
      process.stderr.write(`[real load ${run}/${runs}] ${route} ${note}\n`)
    }
cleanUp()

const results = []
for (const form of forms) {
  const floor = summarise(samples[`${form} ${FLOOR}`])
  for (const route of [FLOOR, ...routes]) {
    const s = route === FLOOR ? floor : summarise(samples[`${form} ${route}`])
    const ratio = (m) => (s.runs && floor.runs ? s[m] / floor[m] : null)
    results.push({
      route,
      form,
      ...s,
      lcpVsFloor: ratio('lcp'),
      fcpVsFloor: ratio('fcp'),
      tbtOverFloor: s.runs && floor.runs ? s.tbt - floor.tbt : null,
    })
  }
}

/** A route's real loads: medians, their multiple of the floor's LCP, and the gates' verdicts. */
function summariseReal(route, floorLcp) {
  const { watch = [], tap = [] } = real[route] ?? {}
  const watched = watch.filter((x) => !x.error)
  const tapped = tap.filter((x) => !x.error)
  const target = BOOKING_TAP_TARGETS[route]
  const lcp = median(watched.map((x) => x.lcp))
  const r = {
    route,
    runs: watched.length,
    errors: [...watch, ...tap].filter((x) => x.error).map((x) => x.error),
    lcp,
    lcpVsFloor: lcp !== null && floorLcp ? lcp / floorLcp : null,
    hydrated: median(watched.map((x) => x.hydrated)),
    // per load, then the median: the LCP and the hydration of the same load
    hydratedAfterLcp: median(watched.map((x) => x.hydrated - x.lcp)),
    live: median(watched.map((x) => x.live)),
    tapTarget: target ? target.label : NO_TAP_TARGET,
    tapped: tapped[0]?.tapped ?? null,
    tapRuns: tapped.length,
    tapToDialog: median(tapped.map((x) => x.tapToDialog)),
    tapsBeforeHydrated: tapped.filter((x) => x.isTapBeforeHydrated).length,
    tapAfterFcp: median(tapped.map((x) => x.tapAfterFcp)),
    samples: { watch, tap },
  }
  const verdict = (value, limit) => (value === null ? null : value <= limit)
  r.gates = {
    lcp: verdict(r.lcpVsFloor, realBudget.lcpVsFloor),
    hydrated: verdict(r.hydratedAfterLcp, realBudget.hydratedAfterLcpMs),
    tap: target ? verdict(r.tapToDialog, realBudget.tapToDialogMs) : undefined,
  }
  return r
}
const realFloor = realRoutes.length ? summariseReal(FLOOR, null) : null
const realResults = realRoutes.map((route) => summariseReal(route, realFloor?.lcp))

const lhVersion = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
).version
const width = Math.max(25, ...routes.map((r) => r.length + 1))
const cols = [
  ['route', width, (r) => (r.route === FLOOR ? 'FLOOR (bench/floor.html)' : r.route)],
  ['form', 8, (r) => r.form],
  ...CATEGORIES.map((c) => [
    { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }[c],
    5,
    (r) => r.scores?.[c],
  ]),
  ['FCP', 7, (r) => Math.round(r.fcp)],
  ['LCP', 7, (r) => Math.round(r.lcp)],
  ['TBT', 6, (r) => Math.round(r.tbt)],
  ['TBT−fl', 7, (r) => (r.route === FLOOR ? '' : Math.round(r.tbtOverFloor ?? NaN))],
  ['CPU×', 5, (r) => r.cpu?.toFixed(1)],
  ['CLS', 7, (r) => r.cls?.toFixed(3)],
  ['SI', 7, (r) => Math.round(r.si)],
  ['KiB', 7, (r) => (r.transferBytes / 1024).toFixed(1)],
  ['JS KiB', 8, (r) => (r.scriptBytes / 1024).toFixed(1)],
  ['LCP×fl', 8, (r) => r.lcpVsFloor?.toFixed(2)],
  ['FCP×fl', 8, (r) => r.fcpVsFloor?.toFixed(2)],
  ...(forms.includes('mobile') && calibrate
    ? [
        ['CPU×cal', 8, (r) => (r.form === 'mobile' ? r.cpuCalibrated?.toFixed(1) : '')],
        ['TBT@cal', 8, (r) => (r.form === 'mobile' ? Math.round(r.tbtCalibrated) : '')],
        ['perf@cal', 9, (r) => (r.form === 'mobile' ? r.perfCalibrated : '')],
      ]
    : []),
]
const cell = (v, w, i) => (i < 2 ? String(v ?? '').padEnd(w) : String(v ?? '').padStart(w))
console.log(
  `\nLighthouse ${lhVersion} medians of ${runs} run(s); ms, transfer KiB; ×fl = multiple of the ` +
    `floor (Lantern's simulation: printed, not a gate); TBT−fl = TBT over the floor's; CPU× = the ` +
    `simulated CPU slowdown (${mainCpu === DEFAULT_CPU_MULTIPLIER ? `mobile at Lighthouse's default ${DEFAULT_CPU_MULTIPLIER}×` : `mobile fixed at ${mainCpu}×`})` +
    (forms.includes('mobile') && calibrate
      ? `\n…@cal = the same load simulated at the slowdown fitted to the host run by run ` +
        `(never above ${DEFAULT_CPU_MULTIPLIER}×): information, not a gate`
      : ''),
)
// How fast the host was during the runs (Lighthouse's benchmarkIndex: higher is faster; it warns
// under 1000). TBT, an absolute figure, moves with it.
const speeds = Object.values(samples)
  .flat()
  .map((s) => s.benchmarkIndex)
  .filter(Number.isFinite)
if (speeds.length)
  console.log(
    `host benchmarkIndex: median ${Math.round(median(speeds))}, ` +
      `range ${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))}`,
  )
console.log(cols.map(([name, w], i) => cell(name, w, i)).join(' '))
for (const r of results) {
  if (!r.runs)
    console.log(`${cell(r.route, width, 0)} ${cell(r.form, 8, 1)} all runs failed: ${r.errors[0]}`)
  else console.log(cols.map(([, w, get], i) => cell(get(r), w, i)).join(' '))
}

const shifts = (r) => r.cls >= 0.0005 // shown as 0.001 or more
const needsWork = (r) => CATEGORIES.some((c) => r.scores[c] < 100) || shifts(r)
for (const r of results.filter((r) => r.runs && needsWork(r))) {
  console.log(`\n${r.route} (${r.form}) — audits failing in the median run:`)
  for (const f of r.failing) {
    const shown = f.displayValue ? ` — ${f.displayValue}` : ''
    console.log(`  [${f.category}] ${f.id}: ${f.title}${shown} (score ${f.score})`)
    for (const item of f.items) console.log(`      ${item}`)
  }
  console.log(`  LCP element: ${r.lcpElement}`)
  if (shifts(r)) console.log(`  layout shifts (median CLS ${r.cls.toFixed(3)}), largest first:`)
  if (shifts(r)) for (const shift of r.layoutShifts) console.log(`      ${shift}`)
}

if (realFloor) {
  const { cpuSlowdown, latencyMs, downloadMbps, uploadKbps, viewport } = conditions
  console.log(
    `\nReal loads, medians of ${runs}: throttling applied by CDP, not simulated (cold cache, ` +
      `${cpuSlowdown}× CPU, ${latencyMs} ms latency, ${downloadMbps} Mbps down, ${uploadKbps} kbps ` +
      `up, ${viewport.width}×${viewport.height} @${conditions.deviceScaleFactor}x with touch). ms ` +
      `from navigation start; hydrated = #root[data-hydrated]; hydrated − LCP per load; ` +
      `tap→dialog = the booking button tapped as soon as painted, to dialog[open]; live = every ` +
      `header and first-screen control React's (information)`,
  )
  console.log(
    `gates: LCP ≤ ${realBudget.lcpVsFloor}× the floor's, hydrated − LCP ≤ ` +
      `${realBudget.hydratedAfterLcpMs} ms, tap→dialog ≤ ${realBudget.tapToDialogMs} ms`,
  )
  const mark = (ok) => (ok === undefined ? 'n/a' : ok === null ? '?' : ok ? 'pass' : 'FAIL')
  const realWidth = Math.max(10, ...realRoutes.map((r) => r.length + 1))
  const realCols = [
    ['route', realWidth, (r) => r.route],
    ['LCP real', 9, (r) => Math.round(r.lcp ?? NaN)],
    ['floor LCP', 10, () => Math.round(realFloor.lcp ?? NaN)],
    ['ratio', 6, (r) => r.lcpVsFloor?.toFixed(2)],
    ['hydrated', 9, (r) => Math.round(r.hydrated ?? NaN)],
    ['hydrated − LCP', 14, (r) => Math.round(r.hydratedAfterLcp ?? NaN)],
    ['tap→dialog', 11, (r) => (r.gates.tap === undefined ? 'n/a' : ms(r.tapToDialog))],
    ['live', 7, (r) => Math.round(r.live ?? NaN)],
    ['LCP', 5, (r) => mark(r.gates.lcp)],
    ['hyd', 5, (r) => mark(r.gates.hydrated)],
    ['tap', 5, (r) => mark(r.gates.tap)],
    ['tapped', 0, (r) => (r.tapped === null ? r.tapTarget : `${r.tapTarget}, "${r.tapped}"`)],
  ]
  const realCell = (v, w, i) => (i === 0 ? String(v ?? '').padEnd(w) : String(v ?? '').padStart(w))
  console.log(realCols.map(([name, w], i) => realCell(name, w, i)).join(' | '))
  for (const r of realResults)
    console.log(realCols.map(([, w, get], i) => realCell(get(r), w, i)).join(' | '))
  for (const r of [realFloor, ...realResults].filter((r) => r.errors.length))
    console.log(`  ${r.route}: ${r.errors.length} load(s) failed: ${r.errors[0]}`)
  for (const r of realResults.filter((r) => r.tapRuns))
    console.log(
      `  ${r.route}: tapped ${Math.round(r.tapAfterFcp ?? NaN)} ms after the first paint ` +
        `(median), before the app had hydrated in ${r.tapsBeforeHydrated} of ${r.tapRuns} loads`,
    )
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = path.join(ROOT, 'bench-results')
fs.mkdirSync(outDir, { recursive: true })
const report = {
  date: new Date().toISOString(),
  lighthouse: lhVersion,
  dist,
  runs,
  forms,
  cpu: args.cpu,
  results,
  realLoad: realFloor && { conditions, floor: realFloor, results: realResults },
}
// a dialog that never opened is Infinity, which JSON has no word for
const json = JSON.stringify(report, (_, v) => (v === Infinity ? 'never' : v), 2)
fs.writeFileSync(path.join(outDir, `bench-${stamp}.json`), json)
fs.writeFileSync(path.join(outDir, 'latest.json'), json)
console.log(`\nWrote bench-results/bench-${stamp}.json and bench-results/latest.json`)

if (args.check) {
  const breaches = []
  const noisy = []
  const mobile = results.filter((r) => r.form === 'mobile' && r.route !== FLOOR)
  if (!mobile.length) breaches.push('--check needs mobile results (drop --form desktop)')
  for (const r of mobile) {
    if (!r.runs) breaches.push(`${r.route}: every Lighthouse run failed (${r.errors[0]})`)
    if (!r.runs) continue
    for (const c of CATEGORIES) {
      const score = r.scores[c]
      if (c === 'performance' && score < budget.performance)
        if (score >= budget.performanceNoisyFloor)
          noisy.push(
            `${r.route}: Lighthouse performance ${score} < ${budget.performance}, passed as ` +
              `"noisy host" (≥ ${budget.performanceNoisyFloor})`,
          )
        else
          breaches.push(
            `${r.route}: Lighthouse performance ${score} < ${budget.performanceNoisyFloor} ` +
              `(budget ${budget.performance}; ${budget.performanceNoisyFloor} on a noisy host)`,
          )
      else if (score < budget[c])
        breaches.push(`${r.route}: Lighthouse ${c} ${score} < ${budget[c]}`)
    }
    const floorTbt = results.find((x) => x.form === 'mobile' && x.route === FLOOR)?.tbt
    const limits = [
      [
        'Lighthouse TBT over the floor',
        r.tbtOverFloor,
        budget.tbtOverFloorMs,
        (v) => `${Math.round(v)} ms`,
        ` (route ${Math.round(r.tbt)} ms, floor ${Math.round(floorTbt ?? NaN)} ms)`,
      ],
      ['Lighthouse CLS', r.cls, budget.cls, (v) => v.toFixed(3), ''],
    ]
    for (const [name, value, limit, fmt, detail] of limits) {
      if (value === null) breaches.push(`${r.route}: ${name} not measured (the floor failed)`)
      else if (value > limit)
        breaches.push(`${r.route}: ${name} ${fmt(value)} > ${fmt(limit)}${detail}`)
    }
  }
  if (realFloor && !realFloor.runs)
    breaches.push(`real-load floor: every load failed (${realFloor.errors[0]})`)
  for (const r of realResults) {
    if (!r.runs) breaches.push(`${r.route}: every real load failed (${r.errors[0]})`)
    if (!r.runs) continue
    const floorLcp = Math.round(realFloor.lcp ?? NaN)
    if (r.gates.lcp === false)
      breaches.push(
        `${r.route}: real-load LCP ${r.lcpVsFloor.toFixed(2)}× the floor's > ` +
          `${realBudget.lcpVsFloor}× (${Math.round(r.lcp)} ms, floor ${floorLcp} ms)`,
      )
    if (r.gates.hydrated === false)
      breaches.push(
        `${r.route}: real-load hydrated − LCP ${ms(r.hydratedAfterLcp)} > ` +
          `${realBudget.hydratedAfterLcpMs} ms (hydrated ${ms(r.hydrated)}, LCP ${ms(r.lcp)})`,
      )
    if (r.gates.tap === null) {
      const error = r.samples.tap.find((x) => x.error)?.error
      breaches.push(`${r.route}: real-load tap→dialog not measured (${error})`)
    }
    if (r.gates.tap === false)
      breaches.push(
        `${r.route}: real-load tap→dialog ${r.tapToDialog === Infinity ? `never (no dialog within ${DIALOG_WAIT_MS} ms)` : ms(r.tapToDialog)} > ` +
          `${realBudget.tapToDialogMs} ms (${r.tapTarget}${r.tapped ? `, "${r.tapped}"` : ''})`,
      )
  }
  console.log(breaches.length ? `\nOver budget (mobile medians):` : '\nAll gates within budget.')
  for (const b of breaches) console.log(`  ✗ ${b}`)
  for (const n of noisy) console.log(`  ~ noisy host: ${n}`)
  process.exit(breaches.length ? 1 : 0)
}
