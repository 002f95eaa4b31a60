import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SECTIONS = join(import.meta.dirname, '../../../src/sections')

/** Every section module (src/sections/<name>/*.tsx). */
const sectionFiles = readdirSync(SECTIONS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => join(SECTIONS, file))

/** The exported components of a module: exported functions whose name starts with a capital. */
function exportedComponents(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  return source.statements
    .filter(ts.isFunctionDeclaration)
    .filter((fn) => fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    .filter((fn) => fn.name && /^[A-Z]/.test(fn.name.text))
    .map((fn) => {
      const props = fn.parameters[0]?.name
      const names =
        props && ts.isObjectBindingPattern(props)
          ? props.elements.map((el) => (el.propertyName ?? el.name).getText(source))
          : []
      return { name: fn.name!.text, props: names }
    })
}

describe('one content shape for sections (issue 20)', () => {
  const components = sectionFiles.flatMap((file) =>
    exportedComponents(file).map((c) => ({ ...c, file })),
  )

  it('finds the sections', () => {
    expect(sectionFiles.length).toBeGreaterThanOrEqual(30)
    expect(components.length).toBeGreaterThanOrEqual(sectionFiles.length)
  })

  it('every exported section takes its copy and items as one `content` prop', () => {
    const without = components.filter((c) => !c.props.includes('content')).map((c) => c.name)
    expect(without).toEqual([])
  })
})
