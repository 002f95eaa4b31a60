import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { compile } from 'tailwindcss'

const root = path.resolve(__dirname, '../../..')
const require = createRequire(import.meta.url)

/**
 * src/index.css compiled by Tailwind as the build compiles it, for the classes `candidates`,
 * except that its `@config` is `config`, the Tailwind config the test imported (which may have
 * read mocked constants).
 */
export async function siteCss(candidates: string[], config: unknown): Promise<string> {
  const file = path.join(root, 'src/index.css')
  const compiler = await compile(fs.readFileSync(file, 'utf8'), {
    base: path.dirname(file),
    from: file,
    loadModule: async (id, base) => {
      if (path.resolve(base, id) !== path.join(root, 'tailwind.config.ts'))
        throw new Error(`src/index.css loads ${id}, not the Tailwind config`)
      return { path: id, base, module: config as object }
    },
    loadStylesheet: async (id, base) => {
      const resolved = id.startsWith('.')
        ? path.resolve(base, id)
        : require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id)
      return {
        path: resolved,
        base: path.dirname(resolved),
        content: fs.readFileSync(resolved, 'utf8'),
      }
    },
  })
  return compiler.build(candidates)
}
