// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAB_TRACES, labTraces } from '../../../scripts/check/no-lab.mjs'
import { liveConstants } from '../../../scripts/dev/motion-lab.mjs'

// the motion lab's dev-server side (src/lab/README.md): the live constants it serves, and the
// check that a build holds nothing of it

describe('the dev server’s copy of src/config/constants.ts', () => {
  const source = [
    '/** a */',
    'export const A_MS = 300',
    '',
    'export const B = { x: 1 } as const',
    'const local = 2',
  ].join('\n')
  const live = liveConstants(source)

  it('makes each exported constant a binding the lab can set, and leaves the rest', () => {
    expect(live).toContain('export let A_MS = 300')
    expect(live).toContain('export let B = { x: 1 } as const')
    expect(live).toContain('const local = 2')
    expect(live).toMatch(/case 'A_MS': A_MS = value/)
    expect(live).toMatch(/case 'B': B = value/)
    expect(live).not.toMatch(/case 'local'/)
  })

  it('lists the file’s values and the line each is declared on, and takes its own hot update', () => {
    expect(live).toContain('__lab.file = { A_MS, B }')
    expect(live).toContain('__lab.lines = {"A_MS":2,"B":4}')
    expect(live).toContain('import.meta.hot.accept(')
  })
})

describe('npm run check:lab', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'no-lab-'))

  it('finds each trace of the lab in a build’s files', () => {
    const dir = folder()
    fs.writeFileSync(path.join(dir, 'index.html'), '<a href="/__motion">lab</a>')
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'assets', 'a.js'), 'globalThis.__motionConstants={}')
    fs.writeFileSync(path.join(dir, 'assets', 'a.js.br'), '/__motion')
    const found = labTraces([dir]).map(({ file, trace }) => [path.basename(file), trace])
    expect(found).toEqual(
      expect.arrayContaining([
        ['index.html', '/__motion'],
        ['a.js', '__motionConstants'],
      ]),
    )
    expect(found.some(([file]) => file === 'a.js.br')).toBe(false)
  })

  it('finds none in a clean build, nor in a folder that is not there', () => {
    const dir = folder()
    fs.writeFileSync(path.join(dir, 'index.html'), '<title>Amberline AI</title>')
    expect(labTraces([dir, path.join(dir, 'missing')])).toEqual([])
    expect(LAB_TRACES).toContain('/__motion')
  })
})
