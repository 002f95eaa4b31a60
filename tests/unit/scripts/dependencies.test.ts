import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dependencyProblems } from '../../../scripts/provision/dependencies.mjs'

// `npm start` and `npm test` begin by comparing node_modules with package-lock.json, so that a pull
// which changed the dependencies stops with "Run: npm ci" instead of a build failing on a module.

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true })))

type Packages = Record<string, { version?: string; optional?: boolean; link?: boolean }>

/** `packages` without the entry `key` (as npm's record is before that package's install). */
const without = (packages: Packages, key: string): Packages =>
  Object.fromEntries(Object.entries(packages).filter(([k]) => k !== key))

/** A project folder with this lockfile and, when given, this record of what npm installed. */
function project(lock: Packages, installed?: Packages): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-'))
  roots.push(root)
  const write = (file: string, packages: Packages) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      file,
      JSON.stringify({ lockfileVersion: 3, packages: { '': {}, ...packages } }),
    )
  }
  write(path.join(root, 'package-lock.json'), lock)
  if (installed) write(path.join(root, 'node_modules', '.package-lock.json'), installed)
  return root
}

const LOCK: Packages = {
  'node_modules/react': { version: '19.3.0' },
  'node_modules/satori': { version: '0.18.3' },
  'node_modules/@esbuild/darwin-arm64': { version: '0.27.0', optional: true },
  'node_modules/vite/node_modules/esbuild': { version: '0.27.0' },
}

describe('dependencyProblems', () => {
  it('finds nothing wrong when every package is installed at its version (another platform’s optional one absent)', () => {
    const installed = without(LOCK, 'node_modules/@esbuild/darwin-arm64')
    expect(dependencyProblems(project(LOCK, installed))).toEqual([])
  })

  it('names a package the lockfile gained after the install (a pull that added a dependency)', () => {
    const installed = without(LOCK, 'node_modules/satori')
    expect(dependencyProblems(project(LOCK, installed))).toEqual(['satori 0.18.3 is not installed'])
  })

  it('names a package at another version, nested ones by their own name', () => {
    const installed = {
      ...LOCK,
      'node_modules/react': { version: '19.2.0' },
      'node_modules/vite/node_modules/esbuild': { version: '0.26.0' },
    }
    expect(dependencyProblems(project(LOCK, installed))).toEqual([
      'react is 19.2.0, the lockfile asks for 19.3.0',
      'esbuild is 0.26.0, the lockfile asks for 0.27.0',
    ])
  })

  it('says so when nothing is installed', () => {
    expect(dependencyProblems(project(LOCK))).toEqual(['the dependencies are not installed'])
  })

  it('finds this checkout’s own node_modules in line with its lockfile', () => {
    expect(dependencyProblems(path.resolve(import.meta.dirname, '../../..'))).toEqual([])
  })
})

describe('ensure-dependencies (the first step of npm start and npm test)', () => {
  const script = path.resolve(
    import.meta.dirname,
    '../../../scripts/provision/ensure-dependencies.mjs',
  )
  const run = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' })

  it('stops with the command to run when a dependency is missing', () => {
    const result = run(project(LOCK, without(LOCK, 'node_modules/satori')))
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      'node_modules does not match package-lock.json:\n  satori 0.18.3 is not installed\nRun: npm ci\n',
    )
  })

  it('goes on, silent, when node_modules matches', () => {
    const result = run(project(LOCK, LOCK))
    expect([result.status, result.stderr]).toEqual([0, ''])
  })
})
