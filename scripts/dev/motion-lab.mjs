// The motion lab's side of the dev server (README "Tuning motion", src/lab/README.md). `npm run
// dev` only: the plugin applies to the dev server (`apply: 'serve'`), so a build holds nothing of
// it, and nothing in src/ outside src/lab/ imports the lab (the import tiers of eslint.config.js; npm run check:lab).
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LAB_PATH, STAGE_PATH } from '../../src/lab/paths.ts'

const CONSTANTS = fileURLToPath(new URL('../../src/config/constants.ts', import.meta.url))
const LAB_HTML = fileURLToPath(new URL('../../src/lab/lab.html', import.meta.url))

/** The exported constants of src/config/constants.ts: `export const NAME`, by line. */
const EXPORTED = /^export const ([A-Z][A-Z0-9_]*)\b/gm

/**
 * The dev server's copy of src/config/constants.ts, made live: each `export const NAME` becomes
 * `export let NAME`, and the module lists a setter for them on `globalThis.__motionConstants`
 * (with the file's values and the line each is declared on), so the lab can override a value
 * while it is open and every module that imports it reads the new one (an ES import is a live
 * binding). The module accepts its own hot update: an edit of the file sets the new values on
 * the first copy every module imported, and the lab hears of it (`changed`), with no reload.
 */
export function liveConstants(code) {
  const names = [...code.matchAll(EXPORTED)].map((match) => match[1])
  const lineOf = (name) =>
    code.slice(0, code.search(new RegExp(`^export const ${name}\\b`, 'm'))).split('\n').length
  const lines = Object.fromEntries(names.map((name) => [name, lineOf(name)]))
  return `${code.replace(EXPORTED, 'export let $1')}

// ── the motion lab's live values (the dev server's copy only: scripts/dev/motion-lab.mjs) ──
const __lab = ((globalThis as Record<string, unknown>).__motionConstants ??= {
  setters: [],
  file: {},
  lines: {},
  current: {},
  changed: undefined,
}) as {
  setters: ((name: string, value: unknown) => void)[]
  file: Record<string, unknown>
  lines: Record<string, number>
  current: Record<string, unknown>
  changed?: () => void
}
__lab.file = { ${names.join(', ')} }
__lab.lines = ${JSON.stringify(lines)}
__lab.setters.push((name: string, value: unknown) => {
  switch (name) {
${names.map((name) => `    case '${name}': ${name} = value as typeof ${name}; break`).join('\n')}
  }
})
for (const [name, value] of Object.entries(__lab.current)) __lab.setters.at(-1)!(name, value)
if (import.meta.hot)
  import.meta.hot.accept(() => {
    if (__lab.changed) return __lab.changed()
    for (const [name, value] of Object.entries(__lab.file))
      for (const set of __lab.setters) set(name, value)
  })
`
}

/** The lab's page and stage on the dev server, and the live constants. */
export function motionLab() {
  return {
    name: 'motion-lab',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== CONSTANTS) return null
      return { code: liveConstants(code), map: null }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0].replace(/\/$/, '')
        if (path !== LAB_PATH && path !== STAGE_PATH) return next()
        try {
          const html = await server.transformIndexHtml(req.url, fs.readFileSync(LAB_HTML, 'utf8'))
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.setHeader('Cache-Control', 'no-store')
          res.end(html)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
