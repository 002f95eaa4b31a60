// Every dynamic import of the client build is tried twice, the second time under another address
// (src/app/boot/retryImport.ts says why: a browser keeps a failed module under its address,
// https://github.com/whatwg/html/issues/6768). Rolldown has no hook on the call site of a dynamic
// import (Rollup's `renderDynamicImport`, asked of Rolldown in
// https://github.com/rolldown/rolldown/issues/4532, open), so once the bundle is written
// (generateBundle, after Vite's own rewrite of its preloads) each chunk's code is parsed and every
// `import("./X-hash.js")` of a chunk it lists in `dynamicImports` becomes `<name>("./X-hash.js")`:
// the keyword only, the address as the bundler wrote it. So a page module, a lazy part, a frame
// part, a content chunk are all covered, with nothing to write at the call site; the build stops
// if an import the chunk lists is not found, or if a chunk already uses the name. It also stops
// when source maps are on: they are made before this rewrite, which shifts every later column of
// its line (and a minified chunk is nearly all one line), so they would point at the wrong code.
import path from 'node:path'
import { parseSync } from 'vite'

/** Calls `visit(node, parent, key)` on every node of an ESTree tree, parents first. */
function walk(node, visit, parent = null, key = null) {
  visit(node, parent, key)
  for (const [childKey, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : [value]
    for (const child of children)
      if (child && typeof child === 'object' && typeof child.type === 'string')
        walk(child, visit, node, childKey)
  }
}

/** The address of an `import()` written as a plain string or a template without expressions. */
function staticAddress(source) {
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
    return source.quasis[0].value.cooked
  return null
}

/** Whether an identifier only names a property (`a.name`, `{ name: … }`), never a variable. */
const isPropertyName = (parent, key) =>
  (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
  (['Property', 'MethodDefinition', 'PropertyDefinition'].includes(parent?.type) &&
    key === 'key' &&
    !parent.computed &&
    !parent.shorthand)

/**
 * A chunk's code with each dynamic import of a chunk in `dynamicImports` (file names, as the
 * bundle names them) turned into a call of `name`. Throws when one of them is not found, or when
 * the code already uses `name` for a variable (the call would reach it instead).
 */
export function retryDynamicImports(code, fileName, dynamicImports, name) {
  const { program, errors } = parseSync(fileName, code, { lang: 'js', sourceType: 'module' })
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0].message}`)
  const folder = path.posix.dirname(fileName)
  const listed = new Set(dynamicImports)
  const found = new Set()
  const sites = []
  walk(program, (node, parent, key) => {
    if (node.type === 'Identifier' && node.name === name && !isPropertyName(parent, key))
      throw new Error(
        `${fileName} already uses the name ${name}: choose another (src/config/chunks.ts)`,
      )
    if (node.type !== 'ImportExpression') return
    const address = staticAddress(node.source)
    if (address === null || !address.startsWith('./')) return
    const file = path.posix.join(folder, address)
    if (!listed.has(file)) return
    found.add(file)
    sites.push(node.start)
  })
  const missing = dynamicImports.filter((file) => !found.has(file))
  if (missing.length > 0)
    throw new Error(`${fileName}: no import() of ${missing.join(', ')} found to retry`)
  let rewritten = code
  for (const start of sites.sort((a, b) => b - a)) {
    if (!rewritten.startsWith('import', start))
      throw new Error(`${fileName}: no import() at offset ${start}`)
    rewritten = rewritten.slice(0, start) + name + rewritten.slice(start + 'import'.length)
  }
  return rewritten
}

/**
 * Why a client build with source maps (`build.sourcemap`, or `output.sourcemap` of
 * `build.rolldownOptions`: true, 'inline' or 'hidden') is refused, naming the function the
 * rewrite calls; null when the maps are off.
 */
export function sourceMapsRefusal(sourcemap, name) {
  if (!sourcemap) return null
  return (
    `source maps are on (sourcemap: ${JSON.stringify(sourcemap)}), and retry-imports rewrites ` +
    `every chunk's dynamic imports (import( becomes ${name}() after the maps are made, so each ` +
    'map would point at the wrong columns. Build without them (build.sourcemap off in ' +
    "vite.config.ts, no --sourcemap); to read the code with its maps use 'npm run dev', " +
    'where nothing is rewritten.'
  )
}

/**
 * The plugin: the client build's chunks, each dynamic import a call of `name` (defined before the
 * app's first import, app/boot/boot.ts). Every chunk must sit in one folder: the function
 * imports an address relative to its own chunk.
 */
export function retryImports({ name }) {
  return {
    name: 'retry-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // before any chunk is rendered: a build with maps stops at once, not after its bundle
    renderStart(outputOptions) {
      const refusal = sourceMapsRefusal(outputOptions.sourcemap, name)
      if (refusal) this.error(refusal)
    },
    // the rewrite comes after the chunks are named by their content: what it writes goes into the
    // name too, so a chunk cached under its name (for good: the assets' Cache-Control) always
    // calls the function of its own build
    augmentChunkHash: (chunk) =>
      chunk.dynamicImports.length > 0 ? `retry-imports:${name}` : undefined,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
        const folders = new Set(chunks.map((chunk) => path.posix.dirname(chunk.fileName)))
        if (folders.size > 1)
          this.error(`the chunks should share one folder, not ${[...folders].join(', ')}`)
        for (const chunk of chunks) {
          if (chunk.dynamicImports.length === 0) continue
          try {
            chunk.code = retryDynamicImports(chunk.code, chunk.fileName, chunk.dynamicImports, name)
          } catch (error) {
            this.error(error instanceof Error ? error.message : String(error))
          }
        }
      },
    },
  }
}
