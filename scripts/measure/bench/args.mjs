// The bench's command line (npm run bench [-- options]); the usage below is what --help prints.
import { DEFAULT_CPU_MULTIPLIER } from '../cpu-calibration.mjs'
import { SERVERS } from './serve.mjs'

/** What --server takes. */
const SERVER_NAMES = Object.keys(SERVERS)

export const USAGE = `Usage: npm run bench [-- options]
  --check                hold the mobile medians to budgets.json ("lighthouse.mobile", "realLoad";
                         "mainThread" and "navigation" when those ran), print every breach and
                         exit 1 when any gate is breached
  --routes /,/about-us   only these routes (default: every page of dist, as npm run size;
                         the real loads default to budgets.json "realLoad.routes")
  --runs N               runs per route and form factor (default 3)
  --form mobile|desktop  one form factor only (default both; real loads and interactions: mobile)
  --server start|nginx|cloudflare|netlify
                         start (default): the site's own server, HTTP/1.1, as npm start.
                         nginx: docs/deploy.md's block in Debian's nginx over HTTP/2 with a
                         throwaway certificate. cloudflare: wrangler pages dev; netlify: netlify dev
                         --offline (both HTTP/1.1, the pinned CLIs of scripts/deploy/, installed by
                         scripts/provision/ensure-cloudflare.mjs and ensure-netlify.mjs). The floor
                         is served the same way (start, nginx) or by the site's own server
  --compare DIR          also bench this build folder (e.g. a dist built from an older commit), its
                         loads alternated with the current build's and the floor's; two rows a route
  --dist DIR             bench another build folder (default dist/, built first when stale)
  --twin                 also bench the build's scriptless twin: every page without the app's
                         scripts and preloads (bench/twin.mjs), a row of its own ([twin]); what the
                         document costs alone, to read what the app adds against the same page
  --port N               loopback port of the server, but nginx's (default: any free one)
  --reports DIR          also keep every Lighthouse run's whole report (JSON) and its trace
                         (*.trace.json, for DevTools) in DIR, to see what a figure is made of
  --cpu 4|auto|N         Lighthouse's mobile CPU slowdown. 4 (default) is its own, the one the gates
                         hold. auto also simulates each load again with a slowdown fitted to the
                         host (never above 4×; scripts/measure/cpu-calibration.mjs), printed beside
                         as information. Another number runs Lighthouse at it (no --check then)
  --no-lighthouse        skip Lighthouse (real loads and interactions only; no --check then)
  --no-interactions      skip the interactions after hydration (no --check then)
  --no-real-loads        skip the real loads' LCP, hydration and tap, fresh and warm (no --check then)
  --yardstick warm|fresh which real loads hold the LCP gate. warm (default): loads in one running
                         browser, a new context per load (cold cache), the page against the build's
                         scriptless twin loaded so in the same run (budgets.json "realLoad.lcpVsTwin";
                         the twin is made for it, --twin or not), the floor beside; the fresh-browser
                         loads printed beside as information. fresh: the fresh browser per load
                         against the floor ("realLoad.lcpVsFloor"), no warm loads
  --no-main-thread       skip the main thread's traces and the taps at moments
  --moments 0,300        the taps at moments: ms after the first paint, or "hydrated" (default
                         0,300,600,900,1200,2000)
  --openers booking,menu the taps at moments: which openers (default booking,consultation,menu; on
                         the home page, --tap-route)
  --tap-route /lv        the page of the taps at moments (default /)
  --no-navigations       skip the navigations: from a hydrated page to another by a tap or a click,
                         tap → the new page's <h1> painted, beside a full load of it (budgets.json
                         "navigation"; bench/navigation.mjs)
  --navigate /about-us,/cases
                         the navigations' addresses (default /about-us, /cases and the first case
                         the case list links to), each from / or, when / has no link there, the
                         page above it (/cases for a case)
  --nav-forms phone,desktop
                         the navigations' forms (default both)
  --nav-modes cold,intent
                         cold: at once after hydration; intent: once idle, the pointer on the link
                         100 ms (the menu open 1 s) first (default both)
  --hover-ms 250         intent: how long the pointer rests on the link (or a finger is held)
                         before the click (default 100, the least intent the goal allows for)`

const DEFAULTS = {
  check: false,
  lighthouse: true,
  interactions: true,
  routes: '',
  runs: '3',
  form: 'mobile,desktop',
  server: 'start',
  compare: '',
  dist: '',
  port: '0',
  reports: '',
  cpu: String(DEFAULT_CPU_MULTIPLIER),
  moments: '',
  openers: '',
  'tap-route': '/',
  yardstick: 'warm',
  navigate: '',
  'nav-forms': 'phone,desktop',
  'nav-modes': 'cold,intent',
  'hover-ms': '',
}
const FLAGS = { check: ['check', true], 'no-lighthouse': ['lighthouse', false] }
FLAGS.twin = ['twin', true]
FLAGS['no-interactions'] = ['interactions', false]
FLAGS['no-real-loads'] = ['realLoads', false]
FLAGS['no-main-thread'] = ['mainThread', false]
FLAGS['no-navigations'] = ['navigations', false]

const fail = (message) => {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

/** The options of `argv` (process.argv), checked; exits 2 with the usage on a wrong one. */
export function parseArgs(argv) {
  const args = { ...DEFAULTS, realLoads: true, mainThread: true, navigations: true, twin: false }
  for (let i = 2; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '')
    if (key === 'help') {
      console.log(USAGE)
      process.exit(0)
    }
    if (key in FLAGS) args[FLAGS[key][0]] = FLAGS[key][1]
    else if (key in DEFAULTS && typeof DEFAULTS[key] === 'string' && argv[i + 1] !== undefined)
      args[key] = argv[++i]
    else fail(`Unknown option ${argv[i]}`)
  }
  const forms = args.form.split(',').filter((f) => f === 'mobile' || f === 'desktop')
  if (!forms.length) fail('--form takes mobile or desktop')
  if (!SERVER_NAMES.includes(args.server)) fail(`--server takes ${SERVER_NAMES.join(', ')}`)
  const calibrate = args.cpu === 'auto'
  // the slowdown of the figures the table shows first and the gates hold
  const mainCpu = calibrate ? DEFAULT_CPU_MULTIPLIER : Number(args.cpu)
  if (!(mainCpu >= 1)) fail('--cpu takes auto or a number ≥ 1')
  if (args.check && mainCpu !== DEFAULT_CPU_MULTIPLIER)
    fail(`--check holds Lighthouse at its defaults (${DEFAULT_CPU_MULTIPLIER}× CPU): drop --cpu`)
  if (args.check && (!args.lighthouse || !args.interactions || !args.realLoads))
    fail('--check holds every gate: drop --no-lighthouse, --no-interactions and --no-real-loads')
  if (!['warm', 'fresh'].includes(args.yardstick)) fail('--yardstick takes warm or fresh')
  const list = (value) => (value ? value.split(',').map((v) => v.trim()) : null)
  const navForms = list(args['nav-forms']) ?? []
  const navModes = list(args['nav-modes']) ?? []
  if (!navForms.length || navForms.some((f) => !['phone', 'desktop'].includes(f)))
    fail('--nav-forms takes phone, desktop or both')
  if (!navModes.length || navModes.some((m) => !['cold', 'intent'].includes(m)))
    fail('--nav-modes takes cold, intent or both')
  if (args['hover-ms'] && !(Number(args['hover-ms']) >= 0)) fail('--hover-ms takes ms (≥ 0)')
  return {
    ...args,
    runs: Math.max(1, Number(args.runs) || 3),
    forms,
    calibrate,
    mainCpu,
    routes: list(args.routes),
    // a number of ms, or `hydrated` (the tap once the app has hydrated, main-thread.mjs)
    moments: list(args.moments)?.map((m) => (m === 'hydrated' ? m : Number(m))) ?? null,
    openers: list(args.openers),
    tapRoute: args['tap-route'],
    navigate: list(args.navigate),
    navForms,
    navModes,
    hoverMs: args['hover-ms'] ? Number(args['hover-ms']) : null,
  }
}
