// Whether node_modules holds what package-lock.json asks for. npm records what it installed in
// node_modules/.package-lock.json (its "hidden lockfile", npm's documented file); a pull that adds
// or bumps a dependency leaves that record behind the lockfile, and the build then stops on a
// module it cannot find. Compared entry by entry: every package the lockfile lists must be
// installed at its version, but an optional one (another platform's binary) may be absent.
import fs from 'node:fs'
import path from 'node:path'

/** The command that brings node_modules in line with the lockfile. */
export const INSTALL_COMMAND = 'npm ci'

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/**
 * What is wrong with `root`'s node_modules, one line each ("not installed", or a package missing
 * or at another version than the lockfile's); empty when it matches.
 */
export function dependencyProblems(root) {
  const lock = readJson(path.join(root, 'package-lock.json'))
  if (!lock?.packages) return ['package-lock.json is missing or unreadable']
  const installed = readJson(path.join(root, 'node_modules', '.package-lock.json'))
  if (!installed?.packages) return ['the dependencies are not installed']
  const problems = []
  for (const [key, wanted] of Object.entries(lock.packages)) {
    if (key === '' || wanted.link) continue
    const name = key.replace(/^.*node_modules\//, '')
    const have = installed.packages[key]
    if (!have) {
      if (!wanted.optional) problems.push(`${name} ${wanted.version} is not installed`)
    } else if (have.version !== wanted.version) {
      problems.push(`${name} is ${have.version}, the lockfile asks for ${wanted.version}`)
    }
  }
  return problems
}
