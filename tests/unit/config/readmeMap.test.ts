import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// README's "How the code is laid out" is the map a newcomer reads first. It is written by hand (it
// says what each room holds, which a tree cannot), so this test holds it to the tree: every
// folder of src/ and scripts/ has its line, and every folder, file and hook a line names is there.

const root = path.resolve(import.meta.dirname, '../../..')
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')

interface MapEntry {
  /** the folder the line is about, from the project root (`src/app`, `tests/unit`, `docs`) */
  folder: string
  /** the line and the lines that continue it */
  text: string
}

/** The map's entries: a name ending in `/` at the start (a top folder) or indented by two. */
function mapEntries(): MapEntry[] {
  const section = readme.split('## How the code is laid out')[1] ?? ''
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
  const entries: MapEntry[] = []
  let top = ''
  for (const line of block.split('\n')) {
    const entry = /^( {0,2})(\S+\/)(?:\s+(.*))?$/.exec(line)
    if (entry) {
      const [, indent, name, text = ''] = entry
      const folder = indent === '' ? name!.slice(0, -1) : `${top}/${name!.slice(0, -1)}`
      if (indent === '') top = folder
      entries.push({ folder, text })
    } else if (entries.length > 0) entries.at(-1)!.text += ` ${line.trim()}`
  }
  return entries
}

const entries = mapEntries()

/** Every file under `dir` (relative to it), node_modules and build output left out. */
function filesUnder(dir: string): string[] {
  const out: string[] = []
  const walk = (rel: string) => {
    for (const item of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (item.name === 'node_modules' || item.name === 'dist') continue
      const child = rel ? `${rel}/${item.name}` : item.name
      if (item.isDirectory()) walk(child)
      else out.push(child)
    }
  }
  walk('')
  return out
}

/**
 * The file paths a line names (`boot/README.md`, `main.tsx`); placeholders (`<code>`) and what the
 * build writes (`dist/…`) left out.
 */
const namedFiles = (text: string) =>
  [...text.matchAll(/(?<![\w<>/.-])([\w.-]+(?:\/[\w.-]+)*\.(?:tsx?|mjs|json|md|svg|html|css))\b/g)]
    .map((m) => m[1]!)
    .filter((name) => !name.startsWith('.') && !name.startsWith('dist/'))

/** The hooks a line names (`useHeaderState`). */
const namedHooks = (text: string) => [...text.matchAll(/\b(use[A-Z]\w+)\b/g)].map((m) => m[1]!)

/** Whether `name` is a file under `folder` (at any depth) or from the project root. */
function exists(folder: string, name: string): boolean {
  if (fs.existsSync(path.join(root, name))) return true
  const files = filesUnder(path.join(root, folder))
  return files.some((file) => file === name || file.endsWith(`/${name}`))
}

const subfolders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}`)

describe("README's map of the code", () => {
  it('is found, with its rooms', () => {
    expect(entries.map((e) => e.folder)).toEqual(
      expect.arrayContaining(['src/app', 'scripts/build']),
    )
  })

  it.each(['src', 'scripts'])('has a line for every folder of %s/', (dir) => {
    const mapped = new Set(entries.map((e) => e.folder))
    expect(subfolders(dir).filter((folder) => !mapped.has(folder))).toEqual([])
  })

  it.each(entries.map((e) => [e.folder, e] as const))(
    '%s: the folder and every file it names are there',
    (folder, entry) => {
      expect(fs.existsSync(path.join(root, folder)), `${folder}/ is gone`).toBe(true)
      const missing = namedFiles(entry.text).filter((name) => !exists(folder, name))
      expect(missing).toEqual([])
    },
  )

  it('names only hooks that exist', () => {
    const hooks = entries.find((e) => e.folder === 'src/hooks')
    const files = filesUnder(path.join(root, 'src/hooks'))
    const missing = namedHooks(hooks?.text ?? '').filter(
      (hook) => !files.some((file) => /^(.*\/)?(\w+)\.tsx?$/.exec(file)?.[2] === hook),
    )
    expect(hooks).toBeDefined()
    expect(missing).toEqual([])
  })
})
