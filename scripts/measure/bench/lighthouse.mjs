// The bench's Lighthouse runs: one run in a fresh headless Chromium per call, the figures kept,
// and their medians. Mobile is Lighthouse's default config (Moto G Power, simulated slow 4G,
// simulated CPU slowdown); desktop is its desktop config.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_ARGS } from '../../provision/browser.mjs'
import { benchCpuMultiplier, DEFAULT_CPU_MULTIPLIER } from '../cpu-calibration.mjs'
import { median } from './stats.mjs'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

let chrome
/** Ends the Chromium of a run under way (on Ctrl-C). */
export const killChrome = () => chrome?.kill()

/** What a failing audit points at: up to five elements, files or task groups. */
function describe(details, origin) {
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

/**
 * One Lighthouse run in a fresh browser: the figures we keep, or { error }. `options`: chromePath,
 * mainCpu and calibrate (--cpu), reports (--reports DIR or '').
 */
export async function measure(url, form, { chromePath, mainCpu, calibrate, reports }) {
  const chromeFlags = [...CHROMIUM_ARGS, '--headless=new', '--ignore-certificate-errors']
  if (process.getuid?.() === 0) chromeFlags.push('--no-sandbox')
  const origin = new URL(url).origin
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
    if (reports) {
      fs.mkdirSync(reports, { recursive: true })
      const name = `${form}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr))
      if (calibrated !== gathered)
        fs.writeFileSync(
          path.join(reports, name.replace(/json$/, 'calibrated.json')),
          JSON.stringify(calibrated.lhr),
        )
      const trace = gathered.artifacts?.Trace
      if (trace)
        fs.writeFileSync(
          path.join(reports, name.replace(/json$/, 'trace.json')),
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
          items: describe(audit.details, origin),
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
      lcpElement: describe(a['largest-contentful-paint-element']?.details, origin)[0] ?? '',
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
export function summarise(samples) {
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
