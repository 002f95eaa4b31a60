import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// docs/README.md "Citing the why": the repository stands alone. Code, lint messages and the
// project's own documents cite a heading of docs/ or the README (`docs/dialogs.md "How a dialog
// opens"`, `README "Add a section"`) or a section of the specification (`spec §2.3`, kept in
// docs/spec.md), never a guide outside the repository and never an issue number as the reason;
// and a comment that names a file names one that exists.

const root = path.resolve(import.meta.dirname, '../../..')

/** Every tracked-looking file under `dir` (relative to the root); build output left out. */
function filesUnder(dir: string): string[] {
  const out: string[] = []
  const skip = new Set([
    'node_modules',
    'dist',
    'dist-ssr',
    'test-results',
    'playwright-report',
    'bench-results',
    '.git',
    'outbox',
    '.e2e-outbox',
  ])
  const walk = (rel: string) => {
    for (const item of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      // what the build, the tests and the outbox write sits at the root; node_modules anywhere
      if (item.name === 'node_modules' || (rel === '' && skip.has(item.name))) continue
      const child = rel ? `${rel}/${item.name}` : item.name
      if (item.isDirectory()) walk(child)
      else out.push(child)
    }
  }
  walk(dir)
  return out
}

const CODE = /\.(ts|tsx|mjs|mts|js)$/
const ROOT_FILES = [
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
  'vitest.deploy.config.ts',
  'vitest.engines.config.ts',
  'eslint.config.js',
  'index.html',
  '.ci/run',
]
const codeFiles = [
  ...['src', 'scripts', 'tests', 'bench'].flatMap((dir) =>
    filesUnder(dir).filter((file) => CODE.test(file) || file.endsWith('.css')),
  ),
  ...ROOT_FILES.filter((file) => fs.existsSync(path.join(root, file))),
]
/** The project's documents that cite: the READMEs and docs/ (the journal keeps its history). */
const HISTORY = ['docs/journal.md', 'docs/measurements.md']
const documents = [
  'README.md',
  ...filesUnder('src').filter((file) => file.endsWith('.md')),
  ...filesUnder('docs').filter((file) => file.endsWith('.md') && !HISTORY.includes(file)),
]

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const allFiles = new Set(filesUnder(''))

/**
 * A file's comments (line and block), each with the line it starts on: for code, every comment
 * TypeScript's parser finds around the file's nodes and tokens (a `/*` inside a string or a
 * template is none).
 */
function commentsOf(file: string, source: string): { line: number; text: string }[] {
  const ranges: { pos: number; end: number }[] = []
  if (file.endsWith('.css') || file.endsWith('.html')) {
    for (const m of source.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g))
      ranges.push({ pos: m.index, end: m.index + m[0].length })
  } else if (!CODE.test(file)) {
    for (const m of source.matchAll(/^\s*#[^\n]*/gm))
      ranges.push({ pos: m.index, end: m.index + m[0].length })
  } else {
    const tree = ts.createSourceFile(
      file,
      source,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    )
    const seen = new Set<number>()
    const visit = (node: ts.Node) => {
      for (const range of [
        ...(ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []),
        ...(ts.getTrailingCommentRanges(source, node.getEnd()) ?? []),
      ])
        if (!seen.has(range.pos)) {
          seen.add(range.pos)
          ranges.push(range)
        }
      for (const child of node.getChildren(tree)) visit(child)
    }
    visit(tree)
  }
  return ranges.map(({ pos, end }) => ({
    line: source.slice(0, pos).split('\n').length,
    // a comment's lines joined, so a citation broken across them reads whole
    text: source.slice(pos, end).replace(/\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' '),
  }))
}

/**
 * A document's headings as a citation writes them: markdown marks dropped, lower case, each also
 * without a trailing parenthesis (`Home page order` for "Home page order (sections the
 * specification does not show)").
 */
const headingsOf = (markdown: string) =>
  new Set(
    [...markdown.matchAll(/^#{1,6} +(.+)$/gm)].flatMap((m) => {
      const heading = m[1]!.replace(/[`*_]/g, '').trim().toLowerCase()
      return [heading, heading.replace(/ \([^)]*\)$/, '')]
    }),
  )

const specSections = new Set(
  [...read('docs/spec.md').matchAll(/^#{2,3} +(\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]!),
)

interface Finding {
  where: string
  what: string
}

/** What a text cites that does not resolve, or cites outside the repository. */
function badCitations(file: string, text: string, line: number): Finding[] {
  const findings: Finding[] = []
  const at = `${file}:${line}`
  for (const m of text.matchAll(/\b(STYLE|DESIGN|DECISIONS|TECH-NOTES)(\.md)?\b/g))
    findings.push({ where: at, what: `cites the outside guide ${m[0]}` })
  if (/\.\.\/shared\b/.test(text)) findings.push({ where: at, what: 'cites ../shared' })
  for (const m of text.matchAll(/\bissues? \d+/gi))
    findings.push({ where: at, what: `cites "${m[0]}" (the tracker is not in the repository)` })
  for (const m of text.matchAll(/\b((?:docs|src)\/[\w/.-]+\.md) "([^"]+)"/g)) {
    const [, doc, heading] = m
    if (!fs.existsSync(path.join(root, doc!))) findings.push({ where: at, what: `no ${doc}` })
    else if (!headingsOf(read(doc!)).has(heading!.toLowerCase()))
      findings.push({ where: at, what: `no heading "${heading}" in ${doc}` })
  }
  for (const m of text.matchAll(/\bREADME "([^"]+)"/g))
    if (!headingsOf(read('README.md')).has(m[1]!.toLowerCase()))
      findings.push({ where: at, what: `no heading "${m[1]}" in README.md` })
  for (const m of text.matchAll(/\bspec §(\d+(?:\.\d+)?)/g))
    if (!specSections.has(m[1]!))
      findings.push({ where: at, what: `no section §${m[1]} in docs/spec.md` })
  return findings
}

/** A name in a comment that looks like a file of the project's. */
const FILE_NAME =
  /(?<![\w@<>*/.${-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx|ts|mjs|mts|json|md|css|svg))(?![\w/])/g

/** Whether `name`, said in `file`, is a file of the project (from the root, src/, beside it, or a path's tail). */
function fileExists(file: string, name: string): boolean {
  const candidates = [
    name,
    `src/${name}`,
    `scripts/${name}`,
    path.posix.join(path.posix.dirname(file), name),
  ]
  if (candidates.some((candidate) => allFiles.has(path.posix.normalize(candidate)))) return true
  // a folder named with its trailing file (`lib/delivery/README.md`) or a bare name
  return [...allFiles].some((f) => f.endsWith(`/${name}`))
}

/** What the build, the bench or a host writes, named in comments but not in the tree. */
const NOT_OURS = /^(dist|dist-ssr|node_modules|og|bench-results)\/|^\d|\.d\.ts$/

describe('citations: the why is inside the repository', () => {
  it('every comment of the code cites docs/, the README or the spec, by a heading that exists', () => {
    const findings = codeFiles.flatMap((file) =>
      commentsOf(file, read(file)).flatMap(({ line, text }) => badCitations(file, text, line)),
    )
    expect(findings).toEqual([])
  })

  it('every lint message cites a heading that exists', async () => {
    const { HOUSE_RULES, HOUSE_STYLE } = await import('../../../scripts/lint/house-rules.mjs')
    const findings = Object.entries(HOUSE_RULES).flatMap(([id, rule]) =>
      badCitations(`house/${id}`, `${HOUSE_STYLE} "${rule.section}"`, 0),
    )
    expect(findings).toEqual([])
  })

  it("the project's documents cite nothing outside it", () => {
    const findings = documents.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((text, index) => badCitations(file, text, index + 1)),
    )
    expect(findings).toEqual([])
  })

  it('every file a comment names is there', () => {
    const findings = codeFiles.flatMap((file) =>
      commentsOf(file, read(file)).flatMap(({ line, text }) =>
        [...text.matchAll(FILE_NAME)]
          .map((m) => m[1]!)
          .filter((name) => !NOT_OURS.test(name) && !fileExists(file, name))
          .map((name) => ({ where: `${file}:${line}`, what: `names ${name}, which is not there` })),
      ),
    )
    expect(findings).toEqual([])
  })
})
