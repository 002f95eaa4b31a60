// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAB_TRACES, labTraces } from '../../../scripts/check/no-lab.mjs'

// the motion lab (src/lab/README.md): the check that a build holds nothing of it

describe('npm run check:lab', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'no-lab-'))

  it('finds each trace of the lab in a build’s files', () => {
    const dir = folder()
    fs.writeFileSync(path.join(dir, 'index.html'), '<a href="/__motion">lab</a>')
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(
      path.join(dir, 'assets', 'a.js'),
      'document.documentElement.toggleAttribute("data-lab-reduced")',
    )
    fs.writeFileSync(path.join(dir, 'assets', 'a.js.br'), '/__motion')
    const found = labTraces([dir]).map(({ file, trace }) => [path.basename(file), trace])
    expect(found).toEqual(
      expect.arrayContaining([
        ['index.html', '/__motion'],
        ['a.js', 'data-lab-reduced'],
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
