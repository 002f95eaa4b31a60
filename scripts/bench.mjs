// npm run bench: Lighthouse on every prerendered route, mobile and desktop, several runs each, with
// the medians printed as a table and written to bench-results/latest.json (and a timestamped copy).
// The same run measures bench/floor.html, a plain hand-written page with the home page's first
// screen, served from the same server with the same compression; each route's FCP and LCP are
// printed as a multiple of the floor's, which takes the machine's speed out of the figures. Other
// load on the machine still weighs more on the site (its JS) than on the floor: bench when quiet.
//
// Usage: npm run bench [-- options]
//   --check                compare the mobile medians with budgets.json "lighthouse.mobile",
//                          print every breach and exit 1 when any route is over budget
//   --routes /,/about-us   only these routes (default: every index.html in dist, as npm run size)
//   --runs N               runs per route and form factor (default 3)
//   --form mobile|desktop  one form factor only (default both)
//   --dist DIR             bench another build folder (default dist/, built first when stale)
//   --port N               loopback port (default: any free one)
//   --reports DIR          also keep every run's whole Lighthouse report (JSON) and its trace
//                          (*.trace.json, for DevTools) in DIR, to see what a figure is made of
//   --cpu auto|N           mobile CPU slowdown: auto (default) lowers Lighthouse's 4× to fit a
//                          slower host, run by run, as Lighthouse's throttling guide asks (never
//                          above 4×; scripts/cpu-calibration.mjs); a number fixes it
// Mobile is Lighthouse's default config (Moto G Power, simulated slow 4G, simulated CPU slowdown);
// desktop is its desktop config. Each run gets a fresh headless Chromium with an empty profile.
// With --cpu auto a mobile run loads the page once and is simulated twice from the same trace:
// with the multiplier that fits the benchmarkIndex Lighthouse measured in that run (the figures
// the table shows and --check holds), and with the default 4× (the TBT@4× and perf@4× columns).
// Mobile also gets real loads with the throttling applied, not simulated (cold cache, 4× CPU,
// Lighthouse's mobile network): their LCP and their time to interactive (the app hydrated, the
// header and first screen live), the LCP⁴ and TTI⁴ columns, so a lab score is never read alone.
// window and document: what the interactive runs evaluate in the page
/* global window, document */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'
import { benchCpuMultiplier } from './cpu-calibration.mjs'
import { needsBuild, prerenderedRoutes } from './build-state.mjs'
import { createStaticHandler, readBuildHeaders, startServer } from './serve.mjs'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const FLOOR = '/bench-floor/'

const args = {
  check: false,
  routes: '',
  runs: '3',
  form: 'mobile,desktop',
  dist: '',
  port: '0',
  reports: '',
  cpu: 'auto',
}
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i].replace(/^--/, '')
  if (key === 'check') args.check = true
  else if (key in args && process.argv[i + 1] !== undefined) args[key] = process.argv[++i]
  else {
    console.error(
      `Unknown option ${process.argv[i]}. See the usage at the top of scripts/bench.mjs`,
    )
    process.exit(2)
  }
}
const runs = Math.max(1, Number(args.runs) || 3)
const forms = args.form.split(',').filter((f) => f === 'mobile' || f === 'desktop')
if (!forms.length) throw new Error('--form takes mobile or desktop')
const fixedCpu = args.cpu === 'auto' ? undefined : Number(args.cpu)
if (fixedCpu !== undefined && !(fixedCpu >= 1)) throw new Error('--cpu takes auto or a number ≥ 1')

const dist = args.dist ? path.resolve(args.dist) : path.join(root, 'dist')

// Build when the sources are newer than dist (the rule npm start uses).
if (!args.dist && needsBuild()) {
  console.log('Sources changed since the last build: building…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`No build in ${dist}`)

// Every prerendered page, as npm run size finds them.
const allRoutes = prerenderedRoutes(dist).map((page) => page.route)
const routes = args.routes ? args.routes.split(',').map((r) => r.trim()) : allRoutes
const missing = routes.filter((r) => !allRoutes.includes(r))
if (missing.length) throw new Error(`Not in ${dist}: ${missing.join(', ')}`)

// The floor page lives in a temporary folder served under /bench-floor/ by the same static handler
// (same compression and headers), with the site's Latin Manrope next to it.
const floorRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
fs.mkdirSync(path.join(floorRoot, 'bench-floor'))
const font = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((f) => /^manrope-latin-wght-normal-.*\.woff2$/.test(f))
let floorHtml = fs.readFileSync(path.join(root, 'bench', 'floor.html'), 'utf8')
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
if (!chromePath) throw new Error('No Chromium found. Run: node scripts/ensure-browser.mjs')
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
    const calibrate = form === 'mobile' && fixedCpu === undefined
    const cpuFlags = (cpuSlowdownMultiplier) =>
      form === 'mobile' && cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}
    const gathered = await lighthouse(
      url,
      {
        ...flags,
        ...cpuFlags(fixedCpu),
        ...(calibrate && { gatherMode: saved, auditMode: saved }),
      },
      config,
    )
    let result = gathered
    let cpu = gathered.lhr.configSettings.throttling.cpuSlowdownMultiplier
    const calibrated =
      calibrate &&
      !gathered.lhr.runtimeError &&
      benchCpuMultiplier(gathered.lhr.environment.benchmarkIndex)
    // a host at or above Lighthouse's reference keeps the default: the first audit stands
    if (calibrated && calibrated < cpu) {
      cpu = calibrated
      // The same load simulated again: no browser, the artifacts read back from `saved`. Lighthouse
      // refuses settings that differ from the gather's; under simulated throttling the CPU
      // multiplier plays no part in gathering (the page loads unthrottled, the slowdown is applied
      // to the recorded tasks afterwards), so the record is brought in line with the audit's.
      const file = path.join(saved, 'artifacts.json')
      const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'))
      if (artifacts.settings.throttlingMethod !== 'simulate')
        throw new Error('CPU calibration needs simulated throttling')
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpu
      fs.writeFileSync(file, JSON.stringify(artifacts))
      result = await lighthouse(url, { ...flags, ...cpuFlags(cpu), auditMode: saved }, config)
    }
    const { lhr } = result
    if (args.reports) {
      fs.mkdirSync(args.reports, { recursive: true })
      const name = `${form}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`
      fs.writeFileSync(path.join(args.reports, name), JSON.stringify(lhr))
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
      benchmarkIndex: gathered.lhr.environment.benchmarkIndex,
      cpu,
      // the same load at Lighthouse's default slowdown (mobile, calibrated runs)
      tbtDefault: gathered.lhr.audits['total-blocking-time'].numericValue,
      perfDefault: Math.round(gathered.lhr.categories.performance.score * 100),
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
 * One load of `url` as a visitor on Lighthouse's mobile profile gets it, with the throttling
 * applied, not simulated: a cold cache, the CPU slowed 4×, and Lighthouse's mobile network
 * (150 ms round trip, 1.6 Mbps; DevTools' request latency and throughput of mobileSlow4G).
 * Returns, from navigation start, when the page was interactive (the app hydrated and every
 * control of the header and the first screen owned by React: a click there is handled) and its
 * LCP as observed under that throttling; the floor page has no app, so only its LCP.
 */
async function interactiveRun(url, isFloor) {
  const network = throttling.mobileSlow4G
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
  })
  try {
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window)
      w.__lcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      const owned = (element) => Object.keys(element).some((k) => k.startsWith('__reactProps$'))
      const check = () => {
        const controls = document.querySelectorAll(
          'header button, header a, #main > section:first-child button, #main > section:first-child a',
        )
        if (document.querySelector('#root[data-hydrated]') && [...controls].every(owned))
          w.__interactive = performance.now()
        else setTimeout(check, 20)
      }
      window.addEventListener('DOMContentLoaded', check)
    })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    if (!isFloor)
      await page.waitForFunction(() => /** @type {any} */ (window).__interactive, null, {
        timeout: 120_000,
        polling: 100,
      })
    await page.waitForTimeout(500)
    return await page.evaluate(() => {
      const w = /** @type {any} */ (window)
      return { interactive: w.__interactive ?? null, lcp: w.__lcp }
    })
  } catch (error) {
    return { error: String(error?.message ?? error) }
  } finally {
    await browser.close()
  }
}

const median = (values) => {
  const s = [...values].sort((x, y) => x - y)
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
  'tbtDefault',
  'perfDefault',
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
// Time to interactive, applied throttling (mobile only): interleaved like the Lighthouse runs.
const interactive = {}
if (forms.includes('mobile'))
  for (let run = 1; run <= runs; run++)
    for (const target of targets) {
      const sample = await interactiveRun(origin + target, target === FLOOR)
      ;(interactive[target] ??= []).push(sample)
      const note = sample.error
        ? `error: ${sample.error}`
        : `interactive ${Math.round(sample.interactive ?? NaN)} ms, LCP ${Math.round(sample.lcp)} ms`
      process.stderr.write(`[interactive ${run}/${runs}] ${target} ${note}\n`)
    }
cleanUp()

const results = []
for (const form of forms) {
  const floor = summarise(samples[`${form} ${FLOOR}`])
  for (const route of [FLOOR, ...routes]) {
    const s = route === FLOOR ? floor : summarise(samples[`${form} ${route}`])
    const ratio = (m) => (s.runs && floor.runs ? s[m] / floor[m] : null)
    const applied = (interactive[route] ?? []).filter((x) => !x.error)
    const appliedMedian = (key) => {
      const values = applied.map((x) => x[key]).filter(Number.isFinite)
      return form === 'mobile' && values.length ? median(values) : null
    }
    results.push({
      route,
      form,
      ...s,
      lcpVsFloor: ratio('lcp'),
      fcpVsFloor: ratio('fcp'),
      interactiveApplied: appliedMedian('interactive'),
      lcpApplied: appliedMedian('lcp'),
    })
  }
}

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
  ['CPU×', 5, (r) => r.cpu?.toFixed(1)],
  ['CLS', 7, (r) => r.cls?.toFixed(3)],
  ['SI', 7, (r) => Math.round(r.si)],
  ['KiB', 7, (r) => (r.transferBytes / 1024).toFixed(1)],
  ['JS KiB', 8, (r) => (r.scriptBytes / 1024).toFixed(1)],
  ['LCP×fl', 8, (r) => r.lcpVsFloor?.toFixed(2)],
  ['FCP×fl', 8, (r) => r.fcpVsFloor?.toFixed(2)],
  ...(forms.includes('mobile') && fixedCpu === undefined
    ? [
        ['TBT@4×', 7, (r) => (r.form === 'mobile' ? Math.round(r.tbtDefault) : '')],
        ['perf@4×', 8, (r) => (r.form === 'mobile' ? r.perfDefault : '')],
      ]
    : []),
  ...(forms.includes('mobile')
    ? [
        ['LCP⁴', 7, (r) => (r.lcpApplied === null ? '' : Math.round(r.lcpApplied))],
        ['TTI⁴', 7, (r) => (r.interactiveApplied === null ? '' : Math.round(r.interactiveApplied))],
      ]
    : []),
]
const cell = (v, w, i) => (i < 2 ? String(v ?? '').padEnd(w) : String(v ?? '').padStart(w))
console.log(
  `\nLighthouse medians of ${runs} run(s); ms, transfer KiB; ×fl = multiple of the floor; ` +
    `CPU× = the simulated CPU slowdown (${fixedCpu === undefined ? 'mobile calibrated to the host run by run' : `mobile fixed at ${fixedCpu}×`})` +
    (forms.includes('mobile')
      ? '\nLCP⁴, TTI⁴ = a real load, mobile, throttling applied (cold cache, 4× CPU, 150 ms RTT, 1.6 Mbps): ' +
        'its LCP, and when the app had hydrated with the header and first screen live (medians)'
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

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = path.join(root, 'bench-results')
fs.mkdirSync(outDir, { recursive: true })
const lhVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version
const report = {
  date: new Date().toISOString(),
  lighthouse: lhVersion,
  dist,
  runs,
  forms,
  cpu: args.cpu,
  results,
}
const json = JSON.stringify(report, null, 2)
fs.writeFileSync(path.join(outDir, `bench-${stamp}.json`), json)
fs.writeFileSync(path.join(outDir, 'latest.json'), json)
console.log(`\nWrote bench-results/bench-${stamp}.json and bench-results/latest.json`)

if (args.check) {
  const budget = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8')).lighthouse
    .mobile
  const breaches = []
  const mobile = results.filter((r) => r.form === 'mobile' && r.route !== FLOOR)
  if (!mobile.length) breaches.push('--check needs mobile results (drop --form desktop)')
  for (const r of mobile) {
    if (!r.runs) breaches.push(`${r.route}: every run failed (${r.errors[0]})`)
    if (!r.runs) continue
    for (const c of CATEGORIES)
      if (r.scores[c] < budget[c]) breaches.push(`${r.route}: ${c} ${r.scores[c]} < ${budget[c]}`)
    const limits = [
      ['LCP vs floor', r.lcpVsFloor, budget.lcpVsFloor, (v) => `${v.toFixed(2)}×`],
      ['FCP vs floor', r.fcpVsFloor, budget.fcpVsFloor, (v) => `${v.toFixed(2)}×`],
      ['TBT', r.tbt, budget.tbtMs, (v) => `${Math.round(v)} ms`],
      ['CLS', r.cls, budget.cls, (v) => v.toFixed(3)],
    ]
    for (const [name, value, limit, fmt] of limits) {
      if (value === null) breaches.push(`${r.route}: ${name} not measured (the floor failed)`)
      else if (value > limit) breaches.push(`${r.route}: ${name} ${fmt(value)} > ${fmt(limit)}`)
    }
  }
  console.log(breaches.length ? `\nOver budget (mobile medians):` : '\nAll routes within budget.')
  for (const b of breaches) console.log(`  ✗ ${b}`)
  process.exit(breaches.length ? 1 : 0)
}
