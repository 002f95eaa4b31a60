// Where the host CLIs the deploy tests run are installed on demand: a cache folder outside the
// clone, so a fresh clone or `npm ci` does not fetch them again (DEPLOY_HOSTS_CACHE moves it), each
// pinned package in a folder of its own, installed with npm.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The cache folder of the host tools: $DEPLOY_HOSTS_CACHE, else ~/.cache/amberline-site/hosts. */
export function hostToolsCache() {
  if (process.env.DEPLOY_HOSTS_CACHE) return path.resolve(process.env.DEPLOY_HOSTS_CACHE)
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache')
  return path.join(cache, 'amberline-site', 'hosts')
}

/**
 * One pinned npm package in the cache: its folder, the file that shows it is installed (`bin`,
 * relative to the package), the command that installs it, and install() itself.
 */
export function pinnedTool(name, version, bin) {
  const spec = `${name}@${version}`
  const dir = path.join(hostToolsCache(), `${name}-${version}`)
  const binIn = (folder) => path.join(folder, 'node_modules', name, bin)
  const npmArgs = (folder) => ['install', '--prefix', folder, '--no-audit', '--no-fund', spec]
  return {
    spec,
    dir,
    /** the package's file, or null when it is not installed */
    find: () => (fs.existsSync(binIn(dir)) ? binIn(dir) : null),
    installCommand: `npm ${npmArgs(dir).join(' ')}`,
    /** installs into a fresh folder beside `dir`, moved into place once complete */
    install() {
      const staging = `${dir}.partial-${process.pid}`
      fs.rmSync(staging, { recursive: true, force: true })
      fs.mkdirSync(staging, { recursive: true })
      const result = spawnSync('npm', npmArgs(staging), { stdio: 'inherit' })
      if (result.status !== 0 || !fs.existsSync(binIn(staging))) {
        fs.rmSync(staging, { recursive: true, force: true })
        throw new Error(`npm could not install ${spec}`)
      }
      fs.rmSync(dir, { recursive: true, force: true })
      fs.renameSync(staging, dir)
    },
  }
}

/**
 * The provisioning step of one pinned tool: installs it when it is missing; when npm cannot, stops
 * the process naming the command to run.
 */
export function ensurePinnedTool(tool, purpose) {
  if (!tool.find()) {
    console.log(`No ${tool.spec} in ${hostToolsCache()}: installing it with npm for ${purpose}…`)
    try {
      tool.install()
    } catch (error) {
      console.error(
        `\n${error.message}. Install it, then run npm test again:\n  ${tool.installCommand}\n`,
      )
      process.exit(1)
    }
  }
  console.log(`${tool.spec}: ${tool.find()}`)
}
