// The supported Node.js range, held at both ends: `npm test` runs on whichever Node
// the machine has, and this runs the build and the unit tests again on the other end of the range
// — the current LTS (NODE_LTS) when the machine has an older one, else the oldest version the
// README promises (package.json "engines"). That Node comes from the npm registry's `node` package
// (npx -p node@N), so no version manager is needed; the first run downloads it (~30 MB, cached).
// Offline, it stops and names the command to run once the registry can be reached.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../shared/paths.mjs'

// Node 24 is the Active LTS (Node 20 reached its end of life in April 2026)
export const NODE_LTS = '24'

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
// the first version of "engines.node" (">=20.19.0 …"): the oldest one promised
const oldest = /(\d+\.\d+(?:\.\d+)?)/.exec(pkg.engines.node)?.[1]
if (!oldest) throw new Error(`package.json engines.node names no version: ${pkg.engines.node}`)

const currentMajor = Number(process.versions.node.split('.')[0])
const other = currentMajor < Number(NODE_LTS) ? NODE_LTS : oldest
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-node${other}-`))

/** Runs `args` with Node `version` first on the PATH; exits with its status when it fails. */
function runOn(version, label, args) {
  console.log(`\n▶ Node ${version}: ${label}`)
  const result = spawnSync('npx', ['--yes', '-p', `node@${version}`, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_VERSION_CHECK: version },
  })
  if (result.status === 0) return
  console.error(
    `\n✗ ${label} failed on Node ${version} (status ${result.status}).\n` +
      `  Run it alone: npx -p node@${version} ${args.join(' ')}\n` +
      '  (When npx cannot download node@' +
      version +
      ", the machine cannot reach the npm registry: connect it, or set the registry with 'npm config set registry <url>'.)",
  )
  process.exit(result.status ?? 1)
}

try {
  runOn(other, 'the Node version', ['node', '-e', 'console.log(process.version)'])
  runOn(other, 'the unit tests', ['vitest', 'run', '--reporter', 'dot'])
  // the client build into a folder of its own: dist/ stays the one npm test builds next
  runOn(other, 'the client build', [
    'vite',
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ])
  console.log(`\n✓ Node ${other}: the unit tests pass and the site builds`)
} finally {
  fs.rmSync(outDir, { recursive: true, force: true })
}
