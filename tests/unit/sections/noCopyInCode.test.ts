import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '../../../src')

/** Every component module of src/sections and src/components. */
const files = ['sections', 'components']
  .flatMap((dir) =>
    readdirSync(join(SRC, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`),
  )
  .filter((file) => file.endsWith('.tsx'))

/** Attributes people read or hear: any words in them are copy. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
])

/**
 * Attributes whose value is code, never copy: class names, ids, roles, URLs, form and link
 * mechanics, the primitives' variant names; and every data-* and (other) aria-* attribute.
 */
const CODE_ATTRIBUTES = new Set([
  'className',
  'id',
  'htmlFor',
  'role',
  'href',
  'to',
  'src',
  'type',
  'rel',
  'target',
  'method',
  'name',
  'autoComplete',
  'loading',
  'referrerPolicy',
  'kind',
  'variant',
  'tone',
  'size',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'strokeLinecap',
  'strokeLinejoin',
])
const isCodeAttribute = (name: string) =>
  CODE_ATTRIBUTES.has(name) ||
  name.startsWith('data-') ||
  (name.startsWith('aria-') && !TEXT_ATTRIBUTES.has(name))

const hasWord = (text: string) => /\p{L}{2}/u.test(text)
/**
 * Reads as words for people rather than code (class lists, ids, variant names): a capitalised
 * word, a letter outside ASCII, or words with sentence punctuation.
 */
const readsAsCopy = (text: string) =>
  /\p{Lu}\p{Ll}/u.test(text) ||
  /[^\p{ASCII}]/u.test(text.replace(/[^\p{L}]/gu, '')) ||
  /\p{L}[.,!?:;] \p{L}/u.test(text)

/** The static text of a string or template literal (its `${…}` parts left out). */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  return undefined
}

/** Where a module writes copy instead of reading it from its props: "file:line what". */
function copyIn(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push(`${file}:${line + 1} ${what}`)
  }
  const visit = (node: ts.Node) => {
    // text between tags, or a literal put there: <p>Send</p>, <p>{'Send'}</p>
    if (ts.isJsxText(node) && hasWord(node.text)) report(node, `text "${node.text.trim()}"`)
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      const text = literalText(node.expression)
      if (text !== undefined && hasWord(text)) report(node, `text {"${text}"}`)
    }
    // an attribute people read or hear (aria-label="Close"), or another that reads as words
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source)
      const value = literalText(
        ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer,
      )
      if (value !== undefined && !isCodeAttribute(name)) {
        const isCopy = TEXT_ATTRIBUTES.has(name) ? hasWord(value) : readsAsCopy(value)
        if (isCopy) report(node, `${name}="${value}"`)
      }
    }
    // a default for a missing string: ({ label = 'Breadcrumb' }), const { cta = 'Get started' }
    if (ts.isBindingElement(node) || ts.isParameter(node)) {
      const text = literalText(node.initializer)
      if (text !== undefined && readsAsCopy(text))
        report(node, `default ${node.name.getText(source)} = "${text}"`)
    }
    // …or a fallback: content.cta ?? 'Get started today', label || 'Close'
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      const text = literalText(node.right)
      if (text !== undefined && readsAsCopy(text)) report(node, `fallback "${text}"`)
    }
    // copy kept in the module: const COMPACT_TITLE = 'AI-Powered Automation Solutions'
    if (ts.isVariableDeclaration(node) && ts.isSourceFile(node.parent.parent.parent)) {
      const text = literalText(node.initializer)
      if (text !== undefined && readsAsCopy(text))
        report(node, `${node.name.getText(source)} = "${text}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('copy only in content (issue 29 §4)', () => {
  it('reads every section and component module', () => {
    expect(files.length).toBeGreaterThanOrEqual(40)
    expect(files).toContain('components/Breadcrumbs.tsx')
    expect(files).toContain('sections/consultation/ConsultationSection.tsx')
    expect(files).toContain('sections/testimonials/TestimonialsSection.tsx')
  })

  it('no section or component writes copy: what people read or hear comes from its props', () => {
    expect(files.flatMap((file) => copyIn(file, readFileSync(join(SRC, file), 'utf8')))).toEqual([])
  })

  it('finds copy in JSX text, in attributes people read, in defaults and in fallbacks', () => {
    const code = `
      const COMPACT_TITLE = 'AI-Powered Automation Solutions'
      const card = 'flex flex-col rounded-card p-7 tablet:p-8'
      export function Probe({ label = 'Breadcrumb', tone = 'light', content }: Props) {
        const { cta = 'Get started today', heading } = content
        return (
          <section id="team" className={card} data-state="open" aria-hidden="true" role="region">
            <h2>Ready to Transform?</h2>
            <p>{'Book now'}</p>
            <input aria-label="website" placeholder="you@company.com" type="email" />
            <img alt="Logo" src="/art/logo.svg" />
            <Button variant="primary">{content.more ?? 'View all'}</Button>
            <span aria-hidden="true">{'>>'}</span>
            <p>{heading} {cta} {label} {tone}</p>
          </section>
        )
      }`
    expect(copyIn('probe.tsx', code)).toEqual([
      'probe.tsx:2 COMPACT_TITLE = "AI-Powered Automation Solutions"',
      'probe.tsx:4 default label = "Breadcrumb"',
      'probe.tsx:5 default cta = "Get started today"',
      'probe.tsx:8 text "Ready to Transform?"',
      'probe.tsx:9 text {"Book now"}',
      'probe.tsx:10 aria-label="website"',
      'probe.tsx:10 placeholder="you@company.com"',
      'probe.tsx:11 alt="Logo"',
      'probe.tsx:12 fallback "View all"',
    ])
  })
})
