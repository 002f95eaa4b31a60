// npm run bench: how the built site loads and answers, beside bench/floor.html (a hand-written
// page with the home page's first screen and no JavaScript) measured in the same run, so the
// machine's speed is taken out of the figures. Other load on the machine still weighs more on the
// site (its JS) than on the floor: bench when quiet. Usage: bench/args.mjs (npm run bench -- --help).
// The parts, by role (scripts/measure/bench/):
//   args.mjs          the options
//   serve.mjs         the build and the floor, by the site's server (HTTP/1.1), nginx (HTTP/2),
//                     Cloudflare's or Netlify's local server (scripts/deploy/)
//   lighthouse.mjs    Lighthouse runs, mobile and desktop: scores, TBT, CLS (the floor's beside)
//   real-load.mjs     real throttled phone loads: LCP, hydrated, tap → dialog open, JS fetched
//   warm-load.mjs     the warm yardstick: the same loads in one running browser, a new context
//                     per load, the page against its scriptless twin (twin.mjs): the LCP gate
//   interactions.mjs  input → next paint of each control after hydration (Event Timing, as INP)
//   main-thread.mjs   the long tasks from the first paint on (a trace, what each task is) and the
//                     taps at moments after the first paint
//   loaf.mjs          the long animation frames of the warm loads and of those taps: the scripts
//                     in each (chunk, invoker) against the rest of the frame
//   navigation.mjs    from a hydrated page to another by a tap or a click: tap → the new <h1>
//                     painted, the bytes fetched ahead, beside a full load of the address
//   stats.mjs         medians and verdicts; report.mjs the tables and bench-results/latest.json
//                     (report-frames.mjs, report-navigation.mjs theirs);
//   gates.mjs         --check against budgets.json
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { findChromium } from '../provision/browser.mjs'
import {
  HOME_PAGE,
  initialScripts,
  needsBuild,
  pageModulesLoaded,
  prerenderedRoutes,
} from '../build/build-state.mjs'
import { ROOT } from '../shared/paths.mjs'
import { pageFile } from '../shared/pages.mjs'
import { parseArgs } from './bench/args.mjs'
import { check } from './bench/gates.mjs'
import { INTERACTION_ROUTE, INTERACTIONS, measureInteractions } from './bench/interactions.mjs'
import { killChrome, measure, summarise } from './bench/lighthouse.mjs'
import { frameVerdicts, summariseLoadFrames } from './bench/loaf.mjs'
import {
  LONG_TASK_MS,
  OPENERS,
  TAP_MOMENTS_MS,
  summariseTaps,
  summariseTraces,
  tapAtMoment,
  traceLoad,
} from './bench/main-thread.mjs'
import { FULL_LOAD_TAIL_MS, navigate } from './bench/navigation.mjs'
import { navigationTargets } from './bench/navigation-targets.mjs'
import { realLoad } from './bench/real-load.mjs'
import {
  printInteractions,
  printLighthouse,
  printMainThread,
  printRealLoads,
  printTaps,
  printWarmLoads,
  writeReport,
} from './bench/report.mjs'
import { printFrames } from './bench/report-frames.mjs'
import { printNavigations } from './bench/report-navigation.mjs'
import { FLOOR, prepareFloor, serveBuild, SERVERS } from './bench/serve.mjs'
import { makeTwin } from './bench/twin.mjs'
import {
  summariseInteractions,
  summariseNavigation,
  summariseReal,
  summariseWarm,
} from './bench/stats.mjs'
import { openWarmBrowser, warmLoad } from './bench/warm-load.mjs'

// The first-screen button that opens the booking dialog, per route, read from the built HTML. The
// home pages (every language's: the routes that load HomePage) and the AI and IT service pages
// open the hero with "Get started" (/lv "Sākt", /ru "Начать"), the first button of the first
// section. /services and /contacts have none: their first screen is a page header and the site
// header has no booking call to action. Their tap gate prints n/a.
const HERO_BUTTON = '#main > section:first-child button'
const HERO_LABEL = "the hero's first button"
const HERO_BOOKING_ROUTES = ['/ai-solutions', '/ai-chatbots', '/it-solutions']
const NO_TAP_TARGET = 'n/a: no booking button on the first screen'

const options = parseArgs(process.argv)
const { runs, forms } = options
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'))
const realBudget = budgets.realLoad
const conditions = realBudget.conditions
const dist = options.dist ? path.resolve(options.dist) : path.join(ROOT, 'dist')

// Build when the sources are newer than dist (the rule npm start uses).
if (!options.dist && needsBuild()) {
  console.log('Sources changed since the last build: building…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const builds = [{ name: 'current', dist }]
if (options.compare) builds.push({ name: 'compare', dist: path.resolve(options.compare) })
// the warm yardstick (bench/warm-load.mjs) holds LCP against the twin: made for it either way
const isWarm = options.realLoads && forms.includes('mobile') && options.yardstick === 'warm'
// the current build's pages without the app: what the document costs alone (bench/twin.mjs); a
// row of every table with --twin, of the warm loads' only without
const twin =
  options.twin || isWarm ? { name: 'twin', dist: makeTwin(dist), isScriptless: true } : null
if (options.twin) builds.push(twin)
const servedBuilds = twin && !options.twin ? [...builds, twin] : builds
// the builds with the app, for the interactions after hydration (the twin has none)
const appBuilds = builds.filter((b) => !b.isScriptless)
for (const b of builds)
  if (!fs.existsSync(path.join(b.dist, 'index.html'))) throw new Error(`No build in ${b.dist}`)

// Every prerendered page, as npm run size finds them.
const pages = prerenderedRoutes(dist)
const allRoutes = pages.map((page) => page.route)
const homeRoutes = pages
  .filter(({ file }) =>
    pageModulesLoaded(initialScripts(fs.readFileSync(file, 'utf8'))).includes(HOME_PAGE),
  )
  .map((page) => page.route)
const tapTargets = Object.fromEntries(
  [...homeRoutes, ...HERO_BOOKING_ROUTES].map((r) => [
    r,
    { selector: HERO_BUTTON, label: HERO_LABEL },
  ]),
)
const routes = options.routes ?? allRoutes
// the real loads: the routes asked for, else the gates' default routes (mobile only)
const realRoutes = !forms.includes('mobile') ? [] : (options.routes ?? realBudget.routes)
const loadRoutes = options.realLoads ? realRoutes : []
const traceRoutes = options.mainThread ? realRoutes : []
const openers = OPENERS.filter((o) => !options.openers || options.openers.includes(o.id))
const moments = options.moments ?? TAP_MOMENTS_MS
// the navigations: each address from / when / links there, else from the page above it
const navTargets = !options.navigations
  ? []
  : navigationTargets({
      addresses: options.navigate,
      routes: allRoutes,
      readPage: (route) => fs.readFileSync(path.join(dist, pageFile(route)), 'utf8'),
    })
const unlinked = navTargets.filter((t) => !t.from).map((t) => t.to)
if (unlinked.length)
  throw new Error(`No page links to ${unlinked.join(', ')} (neither / nor the page above it)`)
const navRoutes = navTargets.flatMap((t) => [t.from, t.to])
const missing = [...routes, ...realRoutes, ...navRoutes].filter((r) => !allRoutes.includes(r))
if (missing.length) throw new Error(`Not in ${dist}: ${[...new Set(missing)].join(', ')}`)
// every build must have each route's page where the servers look for it (scripts/shared/pages.mjs):
// a build from before that layout (`services/index.html`) would be measured on other files
for (const b of builds) {
  const absent = [...new Set([...routes, ...realRoutes, ...navRoutes])].filter(
    (r) => !fs.existsSync(path.join(b.dist, pageFile(r))),
  )
  if (absent.length)
    throw new Error(
      `${b.dist} has no ${absent.map(pageFile).join(', ')}: a build with another page layout ` +
        '(scripts/shared/pages.mjs); bench only the routes it has (--routes /) or rebuild it',
    )
}

const chromePath = await findChromium()
if (!chromePath)
  throw new Error('No Chromium found. Run: node scripts/provision/ensure-browser.mjs')
// each build on its own server (the site's paths are absolute); the floor on the current build's
const floorRoot = prepareFloor(dist)
for (const [i, b] of servedBuilds.entries()) {
  const served = await serveBuild({
    mode: options.server,
    dist: b.dist,
    port: i === 0 ? Number(options.port) : 0,
    floorRoot: i === 0 ? floorRoot : null,
  })
  Object.assign(b, served)
}
const floorOrigin = builds[0].floorOrigin ?? builds[0].origin
const serverNote =
  SERVERS[options.server] +
  (builds[0].floorOrigin ? "; the floor by the site's own server, HTTP/1.1" : '')
let stopped = false
/** @type {import('@playwright/test').Browser | null} */
let warmBrowser = null
const cleanUp = async () => {
  if (stopped) return
  stopped = true
  killChrome()
  await warmBrowser?.close().catch(() => {})
  for (const b of servedBuilds) await b.stop?.()
  fs.rmSync(floorRoot, { recursive: true, force: true })
  for (const b of servedBuilds.filter((b) => b.isScriptless)) fs.rmSync(b.dist, { recursive: true })
}
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)))
const progress = (text) => process.stderr.write(`${text}\n`)

// Lighthouse, interleaved: run 1 of every page (floor first, each build in turn), then run 2…,
// so slow spells hit all pages alike.
const samples = {}
const lhTargets = [
  { build: 'floor', route: FLOOR, origin: floorOrigin },
  ...routes.flatMap((route) => builds.map((b) => ({ build: b.name, route, origin: b.origin }))),
]
if (options.lighthouse) {
  const total = runs * forms.length * lhTargets.length
  let done = 0
  const started = Date.now()
  for (let run = 1; run <= runs; run++)
    for (const form of forms)
      for (const t of lhTargets) {
        let sample = await measure(t.origin + t.route, form, { chromePath, ...options })
        // Lighthouse now and then loses a trace (NO_NAVSTART); two more tries before giving up
        for (let retry = 0; sample.error && retry < 2; retry++)
          sample = await measure(t.origin + t.route, form, { chromePath, ...options })
        ;(samples[`${form} ${t.build} ${t.route}`] ??= []).push(sample)
        done++
        const eta = Math.round((((Date.now() - started) / done) * (total - done)) / 60000)
        const note = sample.error ? `error: ${sample.error}` : `LCP ${Math.round(sample.lcp)} ms`
        progress(`[${done}/${total}, ~${eta} min left] ${form} ${t.build} ${t.route} ${note}`)
      }
}

// Real loads (mobile), interleaved the same way; per route and build one load watched untouched
// and one tapped (when the route has a booking button on its first screen). The builds take turns
// to go first: the load right after the floor's ran ~60-100 ms slower in LCP whichever build it
// was (26 Nov: the same two builds swapped, 5 runs each), which a fixed order charged to one build.
const real = {}
for (let run = 1; run <= runs && loadRoutes.length; run++) {
  const order = run % 2 ? builds : [...builds].reverse()
  const floorLoad = await realLoad(floorOrigin + FLOOR, { chromePath, conditions, isFloor: true })
  ;(real.floor ??= { watch: [], tap: [] }).watch.push(floorLoad)
  progress(`[real load ${run}/${runs}] floor LCP ${floorLoad.error ?? Math.round(floorLoad.lcp)}`)
  for (const route of loadRoutes)
    for (const b of order) {
      const loads = (real[`${b.name} ${route}`] ??= { watch: [], tap: [] })
      const watched = await realLoad(b.origin + route, {
        chromePath,
        conditions,
        isFloor: b.isScriptless,
      })
      loads.watch.push(watched)
      const target = tapTargets[route]
      const tapped = target
        ? await realLoad(b.origin + route, {
            chromePath,
            conditions,
            target,
            isFloor: b.isScriptless,
          })
        : null
      if (tapped) loads.tap.push(tapped)
      const note = watched.error
        ? `error: ${watched.error}`
        : `LCP ${Math.round(watched.lcp)}, hydrated ${Math.round(watched.hydrated)}, ` +
          `JS ${(watched.jsBytes / 1024).toFixed(1)} KiB in ${watched.jsFiles}` +
          (tapped ? `, tap→dialog ${tapped.error ?? Math.round(tapped.tapToDialog)}` : '')
      progress(`[real load ${run}/${runs}] ${b.name} ${route} ${note}`)
    }
}

// The warm yardstick (bench/warm-load.mjs): the same routes in one running browser, a new context
// per load, interleaved the same way: per run the floor's, then each route by the twin and each
// build (the order alternating). Its browser is the navigations' too.
const warm = {}
const warmRoutes = isWarm ? loadRoutes : []
const warmBuilds = twin ? [...appBuilds, twin] : appBuilds
if (warmRoutes.length || navTargets.length)
  warmBrowser = await openWarmBrowser(chromePath, { warmUpUrl: floorOrigin + FLOOR, conditions })
for (let run = 1; run <= runs && warmRoutes.length; run++) {
  const order = run % 2 ? warmBuilds : [...warmBuilds].reverse()
  const floorLoad = await warmLoad(warmBrowser, floorOrigin + FLOOR, {
    conditions,
    isScriptless: true,
  })
  ;(warm.floor ??= []).push(floorLoad)
  progress(`[warm load ${run}/${runs}] floor LCP ${floorLoad.error ?? Math.round(floorLoad.lcp)}`)
  for (const route of warmRoutes)
    for (const b of order) {
      const load = await warmLoad(warmBrowser, b.origin + route, {
        conditions,
        isScriptless: b.isScriptless,
      })
      ;(warm[`${b.name} ${route}`] ??= []).push(load)
      const note = load.error
        ? `error: ${load.error}`
        : `LCP ${Math.round(load.lcp)}` +
          (b.isScriptless ? '' : `, hydrated ${Math.round(load.hydrated)}`) +
          `, ${load.frames.length} long frames`
      progress(`[warm load ${run}/${runs}] ${b.name} ${route} ${note}`)
    }
}

// The main thread, interleaved the same way: per run the floor's trace, then each
// route's by each build (the builds' order alternating), then every opener tapped at every
// moment after the first paint by each build.
const traces = {}
const taps = {}
for (let run = 1; run <= runs && traceRoutes.length; run++) {
  const order = run % 2 ? builds : [...builds].reverse()
  const keep = (name) => (buffer) => {
    if (!options.reports) return
    fs.mkdirSync(options.reports, { recursive: true })
    const file = `${name.replace(/[^a-z0-9]+/gi, '-')}-run${run}.trace.json`
    fs.writeFileSync(path.join(options.reports, file), buffer)
  }
  const note = (t) =>
    t.error ? `error: ${t.error}` : `longest ${Math.round(t.longest)}, ${t.tasks.length} long`
  const floorTrace = await traceLoad(floorOrigin + FLOOR, {
    chromePath,
    conditions,
    isFloor: true,
    keep: keep('floor'),
  })
  ;(traces.floor ??= []).push(floorTrace)
  progress(`[main thread ${run}/${runs}] floor ${note(floorTrace)}`)
  for (const route of traceRoutes)
    for (const b of order) {
      const t = await traceLoad(b.origin + route, {
        chromePath,
        conditions,
        isFloor: b.isScriptless,
        keep: keep(`${b.name}${route}`),
      })
      ;(traces[`${b.name} ${route}`] ??= []).push(t)
      progress(`[main thread ${run}/${runs}] ${b.name} ${route} ${note(t)}`)
    }
  for (const opener of openers)
    for (const moment of moments)
      for (const b of run % 2 ? order : [...order].reverse()) {
        const url = b.origin + options.tapRoute
        const t = await tapAtMoment(url, { chromePath, conditions, opener, delayMs: moment })
        ;(taps[`${b.name} ${opener.id} ${moment}`] ??= []).push(t)
        const shown = t.error
          ? `error: ${t.error}`
          : `tapped +${Math.round(t.tapAfterFcp)}, open ${Math.round(t.toOpen)}, ` +
            `paint ${Math.round(t.eventMs)}${t.hydratedAtTap ? ', hydrated' : ''}`
        progress(`[tap ${run}/${runs}] ${b.name} ${opener.id} +${moment}: ${shown}`)
      }
}

// Interactions after hydration: per run and build, one desktop and one phone session.
const interactionSamples = {}
for (let run = 1; run <= runs && options.interactions; run++)
  for (const b of appBuilds)
    for (const form of ['desktop', 'phone']) {
      const url = b.origin + INTERACTION_ROUTE
      const got = await measureInteractions(url, form, { chromePath, conditions })
      for (const [id, sample] of Object.entries(got))
        ((interactionSamples[b.name] ??= {})[id] ??= []).push(sample)
      const shown = Object.entries(got).map(([id, s]) => `${id} ${s.error ? 'error' : s.ms}`)
      progress(`[interactions ${run}/${runs}] ${b.name} ${form}: ${shown.join(', ')}`)
    }
// Navigations (bench/navigation.mjs) in the warm browser: per run, address and form, each build in
// turn (the order alternating) loads the address in full, then navigates there in each mode.
const navSamples = {}
const fullLoads = {}
for (let run = 1; run <= runs; run++)
  for (const [i, target] of navTargets.entries())
    for (const form of options.navForms)
      for (const b of (run + i) % 2 ? appBuilds : [...appBuilds].reverse()) {
        const full = await warmLoad(warmBrowser, b.origin + target.to, {
          conditions,
          form,
          tailMs: FULL_LOAD_TAIL_MS,
        })
        ;(fullLoads[`${b.name} ${target.to} ${form}`] ??= []).push(full)
        const lcp = full.error ? `error: ${full.error}` : Math.round(full.lcp)
        progress(`[navigation ${run}/${runs}] ${b.name} ${target.to} ${form} full load LCP ${lcp}`)
        for (const mode of options.navModes) {
          const n = await navigate(warmBrowser, {
            origin: b.origin,
            ...target,
            form,
            mode,
            conditions,
            hoverMs: options.hoverMs ?? undefined,
          })
          ;(navSamples[`${b.name} ${target.to} ${form} ${mode}`] ??= []).push(n)
          const shown = n.error
            ? `error: ${n.error}`
            : `tap→h1 ${Math.round(n.tapToH1)}${n.isAppNavigation ? '' : ' (a page load)'}, ` +
              `ahead ${(n.prefetchBytes / 1024).toFixed(1)} KiB`
          progress(
            `[navigation ${run}/${runs}] ${b.name} ${target.from} → ${target.to} ${form} ${mode}: ${shown}`,
          )
        }
      }
await cleanUp()

// Lighthouse medians, each build's row beside the floor's of the same form
const results = []
for (const form of options.lighthouse ? forms : []) {
  const floor = summarise(samples[`${form} floor ${FLOOR}`])
  results.push({ route: FLOOR, build: 'floor', form, ...floor })
  for (const t of lhTargets.slice(1)) {
    const s = summarise(samples[`${form} ${t.build} ${t.route}`])
    const ratio = (m) => (s.runs && floor.runs ? s[m] / floor[m] : null)
    const tbtOverFloor = s.runs && floor.runs ? s.tbt - floor.tbt : null
    results.push({ route: t.route, build: t.build, form, ...s, tbtOverFloor })
    Object.assign(results.at(-1), { lcpVsFloor: ratio('lcp'), fcpVsFloor: ratio('fcp') })
  }
}
const summaryOf = (route, build, floorLcp) =>
  summariseReal({
    route,
    build,
    loads: real[build === 'floor' ? 'floor' : `${build} ${route}`],
    floorLcp,
    target: build === 'floor' ? null : tapTargets[route],
    budget: realBudget,
    noTarget: NO_TAP_TARGET,
    isLcpGated: !isWarm,
  })
const realFloor = loadRoutes.length ? summaryOf(FLOOR, 'floor', null) : null
const realRows = loadRoutes.flatMap((route) =>
  builds.map((b) => summaryOf(route, b.name, realFloor.lcp)),
)
const warmFloor = warmRoutes.length
  ? summariseWarm({ route: FLOOR, build: 'floor', loads: warm.floor, budget: realBudget })
  : null
const warmRows = warmRoutes.flatMap((route) => {
  const of = (build, twinLcp) =>
    summariseWarm({
      route,
      build,
      loads: warm[`${build} ${route}`],
      twinLcp,
      floorLcp: warmFloor.lcp,
      budget: realBudget,
    })
  const twinRow = of('twin', null)
  return [twinRow, ...appBuilds.map((b) => of(b.name, twinRow.lcp))]
})
const perBuild = Object.fromEntries(
  appBuilds.map((b) => [
    b.name,
    summariseInteractions({
      build: b.name,
      interactions: INTERACTIONS,
      samples: interactionSamples[b.name],
      limitMs: realBudget.interactionMs,
    }),
  ]),
)
const interactionRows = Object.values(perBuild).flat()
const traceRows = traceRoutes.length
  ? [
      summariseTraces(FLOOR, 'floor', traces.floor),
      ...traceRoutes.flatMap((route) =>
        builds.map((b) => summariseTraces(route, b.name, traces[`${b.name} ${route}`])),
      ),
    ]
  : []
const tapRows = traceRoutes.length
  ? openers.flatMap((opener) =>
      moments.flatMap((moment) =>
        builds.map((b) =>
          summariseTaps(opener, moment, b.name, taps[`${b.name} ${opener.id} ${moment}`]),
        ),
      ),
    )
  : []

// the long animation frames: of the warm loads (every build, the twin and the floor), and of the taps
const loadFrameRows = warmRoutes.length
  ? [
      summariseLoadFrames(FLOOR, 'floor', warm.floor),
      ...warmRoutes.flatMap((route) =>
        warmBuilds.map((b) => summariseLoadFrames(route, b.name, warm[`${b.name} ${route}`])),
      ),
    ]
  : []
const frameSummary =
  loadFrameRows.length || tapRows.length
    ? frameVerdicts({ loadRows: loadFrameRows, tapRows, budget: budgets.mainThread })
    : null
const navigationRows = navTargets.flatMap((t) =>
  options.navForms.flatMap((form) =>
    options.navModes.flatMap((mode) =>
      appBuilds.map((b) =>
        summariseNavigation({
          ...t,
          form,
          mode,
          build: b.name,
          samples: navSamples[`${b.name} ${t.to} ${form} ${mode}`],
          fullLoads: fullLoads[`${b.name} ${t.to} ${form}`],
          budget: budgets.navigation,
        }),
      ),
    ),
  ),
)

const lhVersion = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
).version
console.log(
  `\nServed by ${serverNote}; builds: ${builds.map((b) => `${b.name} ${b.dist}`).join(', ')}`,
)
if (options.lighthouse) printLighthouse({ results, samples, runs, options, lhVersion })
if (realFloor)
  printRealLoads({
    floor: realFloor,
    rows: realRows,
    runs,
    conditions,
    budget: realBudget,
    serverNote,
    yardstick: isWarm ? 'warm' : 'fresh',
  })
if (warmFloor)
  printWarmLoads({
    floor: warmFloor,
    rows: warmRows,
    fresh: realRows,
    runs,
    conditions,
    budget: realBudget,
    serverNote,
  })
if (options.interactions)
  printInteractions({
    rows: INTERACTIONS.map((i, n) => ({
      label: i.label,
      byBuild: Object.fromEntries(appBuilds.map((b) => [b.name, perBuild[b.name][n]])),
    })),
    builds: appBuilds.map((b) => b.name),
    route: INTERACTION_ROUTE,
    runs,
    cpuSlowdown: conditions.cpuSlowdown,
    limitMs: realBudget.interactionMs,
  })

if (traceRows.length) {
  printMainThread({ rows: traceRows, runs, conditions, longTaskMs: LONG_TASK_MS })
  printTaps({
    rows: tapRows,
    builds: builds.map((b) => b.name),
    runs,
    route: options.tapRoute,
    limitMs: realBudget.tapToDialogMs,
  })
}
if (frameSummary)
  printFrames({
    loadRows: loadFrameRows,
    tapRows,
    builds: builds.map((b) => b.name),
    verdicts: frameSummary,
    budget: budgets.mainThread,
    runs,
    route: options.tapRoute,
  })
if (navigationRows.length)
  printNavigations({
    rows: navigationRows,
    runs,
    conditions,
    budget: budgets.navigation,
    serverNote,
    hoverMs: options.hoverMs ?? undefined,
  })

writeReport({
  date: new Date().toISOString(),
  lighthouse: lhVersion,
  server: options.server,
  builds: builds.map((b) => ({ name: b.name, dist: b.dist })),
  dist,
  runs,
  forms,
  cpu: options.cpu,
  results,
  realLoad: realFloor && { conditions, floor: realFloor, results: realRows },
  warmLoad: warmFloor && { conditions, floor: warmFloor, results: warmRows },
  yardstick: isWarm ? 'warm' : 'fresh',
  interactions: options.interactions
    ? { route: INTERACTION_ROUTE, results: interactionRows }
    : null,
  mainThread: traceRows.length
    ? { longTaskMs: LONG_TASK_MS, route: options.tapRoute, traces: traceRows, taps: tapRows }
    : null,
  longAnimationFrames: frameSummary && { loads: loadFrameRows, verdicts: frameSummary },
  navigations: navigationRows.length ? { targets: navTargets, results: navigationRows } : null,
})

if (options.check)
  process.exit(
    check({
      results,
      realFloor,
      realRows,
      warmRows,
      interactionRows,
      frameVerdicts: frameSummary,
      navigationRows,
      budgets,
    }),
  )
