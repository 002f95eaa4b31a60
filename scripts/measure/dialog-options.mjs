// The ways a modal dialog can open, measured side by side on one build: each option
// is put into the page by an init script (the shipped build is the baseline), and every opener is
// tapped by the bench's phone (scripts/measure/bench/main-thread.mjs) at moments after the first
// paint and once after hydration, the options' loads alternated run by run.
//   node scripts/measure/dialog-options.mjs [--runs N] [--dist DIR] [--also DIR] [--options a,b]
//     [--openers booking,menu] [--moments 0,600,hydrated]
// Each tapped load is traced from the tap: the elements styled before the dialog's first paint
// and after it, the style's ms, the click task's ms (a count that a busy host does not move).
// Options (what the page does on a `command="show-modal"` or the app's showModal()):
//   shipped        as built
//   cv-off         as built, with `content-visibility` off on every band (what it saves)
//   painted-first  the dialog shown as a manual popover (top layer, no inert page) in the tap's
//                  task, then made modal (showModal(): inert page, Escape) in a task after the
//                  next frame
//   popover-inert  a manual popover and `inert` on the page's other parts, in the tap's task
//   also           the --also build as it ships
import fs from 'node:fs'
import path from 'node:path'
import { findChromium } from '../provision/browser.mjs'
import { ROOT } from '../shared/paths.mjs'
import { AFTER_HYDRATION, OPENERS, summariseTaps, tapAtMoment } from './bench/main-thread.mjs'
import { serveBuild } from './bench/serve.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const runs = Number(arg('runs', '3'))
const dist = path.resolve(arg('dist', path.join(ROOT, 'dist')))
const momentsArg = arg('moments', `0,600,${AFTER_HYDRATION}`).split(',')
const moments = momentsArg.map((m) => (m === AFTER_HYDRATION ? m : Number(m)))
const openerIds = arg('openers', OPENERS.map((o) => o.id).join(',')).split(',')
const openers = OPENERS.filter((o) => openerIds.includes(o.id))

/** Installed before navigation: the option's way of opening a modal dialog. */
function installOption(option) {
  if (option === 'cv-off') {
    const style = () => {
      const sheet = document.createElement('style')
      sheet.textContent =
        '#main > section, #root > footer { content-visibility: visible !important }'
      document.head.append(sheet)
    }
    if (document.head) style()
    else document.addEventListener('DOMContentLoaded', style)
    return
  }
  if (option === 'shipped') return
  const visible = () => {
    const sheet = document.createElement('style')
    sheet.textContent = 'dialog:popover-open { display: grid; }'
    document.documentElement.append(sheet)
  }
  visible()
  const page = () => [
    ...document.querySelectorAll('#root > *:not(dialog), body > *:not(#root):not(dialog)'),
  ]
  const focusStart = (dialog) =>
    dialog.querySelector('[data-autofocus]')?.focus({ preventScroll: true })
  const open = (dialog) => {
    dialog.setAttribute('popover', 'manual')
    dialog.showPopover()
    focusStart(dialog)
    if (option === 'popover-inert') {
      for (const el of page()) el.inert = true
      dialog.setAttribute('open', '')
      return
    }
    // painted first: modal after the next frame
    requestAnimationFrame(() =>
      setTimeout(() => {
        dialog.hidePopover()
        dialog.removeAttribute('popover')
        dialog.showModal()
      }),
    )
  }
  const nativeShowModal = HTMLDialogElement.prototype.showModal
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.hasAttribute('popover') || option === 'popover-inert') {
      if (option === 'popover-inert') return open(this)
      return nativeShowModal.call(this)
    }
    return open(this)
  }
  document.addEventListener(
    'command',
    (event) => {
      const dialog = /** @type {any} */ (event).target
      if (event.command !== 'show-modal' || !(dialog instanceof HTMLDialogElement) || dialog.open)
        return
      event.preventDefault()
      open(dialog)
    },
    true,
  )
}

const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'))
const conditions = budgets.realLoad.conditions
const chromePath = await findChromium()
const server = await serveBuild({ mode: 'start', dist, port: 0, floorRoot: null })
const also = arg('also', '')
const options = [
  ...arg('options', 'shipped,cv-off,painted-first,popover-inert').split(','),
  ...(also ? ['also'] : []),
]
// --also DIR: another build side by side, as it ships (e.g. this branch's against --dist's)
const alsoServer = also
  ? await serveBuild({ mode: 'start', dist: path.resolve(also), port: 0, floorRoot: null })
  : null
const taps = {}
try {
  for (let run = 1; run <= runs; run++)
    for (const opener of openers)
      for (const moment of moments) {
        const order = (run + moments.indexOf(moment)) % 2 ? options : [...options].reverse()
        for (const option of order) {
          const origin = option === 'also' ? alsoServer.origin : server.origin
          const t = await tapAtMoment(origin + '/', {
            chromePath,
            conditions,
            opener,
            delayMs: moment,
            prepare: (page) => page.addInitScript(installOption, option),
            trace: true,
          })
          ;(taps[`${option} ${opener.id} ${moment}`] ??= []).push(t)
          const shown = t.error
            ? `error: ${t.error}`
            : `+${Math.round(t.tapAfterFcp)} open ${Math.round(t.toOpen)} paint ${Math.round(t.eventMs)}` +
              ` styled ${t.styledBeforePaint} (${Math.round(t.styleMsBeforePaint)} ms) then ` +
              `${t.styledAfterPaint} (${Math.round(t.styleMsAfterPaint)} ms), click task ` +
              `${Math.round(t.clickTaskMs)}`
          process.stderr.write(`[${run}/${runs}] ${option} ${opener.id} ${moment}: ${shown}\n`)
        }
      }
} finally {
  await server.stop?.()
  await alsoServer?.stop?.()
}
console.log(
  `\nOptions side by side, medians of ${runs} (ms; open = tap → dialog open, paint = the tap's ` +
    `Event Timing; hyd = hydrated at the tap; tapped = ms after the first paint)`,
)
console.log(['opener', 'moment', ...options].join(' | '))
for (const opener of openers)
  for (const moment of moments) {
    const cells = options.map((option) => {
      const r = summariseTaps(opener, moment, option, taps[`${option} ${opener.id} ${moment}`])
      if (!r.runs) return `error ${r.errors[0]}`
      const ok = taps[`${option} ${opener.id} ${moment}`].filter((t) => !t.error)
      const med = (key) => {
        const v = ok
          .map((t) => t[key])
          .filter(Number.isFinite)
          .sort((a, b) => a - b)
        return v.length ? Math.round(v[Math.floor((v.length - 1) / 2)]) : '–'
      }
      return (
        `${Math.round(r.toOpen)} / ${Math.round(r.eventMs)} [${r.eventRuns.join(',')}] ` +
        `styled ${med('styledBeforePaint')} in ${med('styleMsBeforePaint')} ms, then ` +
        `${med('styledAfterPaint')} in ${med('styleMsAfterPaint')} ms; click task ` +
        `${med('clickTaskMs')} (hyd ${r.hydrated}/${r.runs}, tapped ${Math.round(r.tapAfterFcp)})`
      )
    })
    console.log([opener.label, moment, ...cells].join(' | '))
  }
const out = path.join(ROOT, 'bench-results')
fs.mkdirSync(out, { recursive: true })
fs.writeFileSync(
  path.join(out, 'dialog-options-latest.json'),
  JSON.stringify({ date: new Date().toISOString(), runs, options, taps }, null, 2),
)
