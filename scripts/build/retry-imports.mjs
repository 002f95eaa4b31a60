// Every dynamic import of the client build is tried twice, the second time under another address
// (src/app/boot/retryImport.ts says why). Rolldown has no hook on the call site of a dynamic
// import, so once the bundle is written (generateBundle, after Vite's own rewrite of its
// preloads) each chunk's code is parsed and every `import("./X-hash.js")` of a chunk it lists in
// `dynamicImports` becomes `<name>("./X-hash.js")`: the keyword only, the address as the bundler
// wrote it. So a page module, a lazy part, a frame part, a content chunk are all covered, with
// nothing to write at the call site; the build stops if an import the chunk lists is not found,
// or if a chunk already uses the name.
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
 * The plugin: the client build's chunks, each dynamic import a call of `name` (defined before the
 * app's first import, app/boot/boot.ts). Every chunk must sit in one folder: the function
 * imports an address relative to its own chunk.
 */
export function retryImports({ name }) {
  return {
    name: 'retry-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
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
