// npm start: builds when the sources are newer than dist, then serves the prerendered site
// (with the local e-mail outbox) on http://localhost:4173.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { createOutboxHandler, LIST_PATH } from './outbox.mjs'
import { needsBuild } from '../build/build-state.mjs'
import { readBuildHeaders, startServer } from './serve.mjs'
import { ROOT } from '../shared/paths.mjs'

const PORT = Number(process.env.PORT ?? 4173)
// node_modules as package-lock.json asks (else it names the command to run and stops)
const deps = spawnSync(process.execPath, ['scripts/provision/ensure-dependencies.mjs'], {
  cwd: ROOT,
  stdio: 'inherit',
})
if (deps.status !== 0) process.exit(deps.status ?? 1)
if (needsBuild()) {
  console.log('Sources changed since the last build: building…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
} else {
  console.log('dist is up to date (run "npm run build" to rebuild anyway).')
}
const outboxDir = path.resolve(ROOT, process.env.OUTBOX_DIR ?? 'outbox')
await startServer({
  port: PORT,
  host: '127.0.0.1',
  dir: path.join(ROOT, 'dist'),
  extraHandlers: [createOutboxHandler({ dir: outboxDir })],
  headers: readBuildHeaders(path.join(ROOT, 'dist')),
})
console.log(`
  Site:    http://localhost:${PORT}
  Outbox:  http://localhost:${PORT}${LIST_PATH}  (messages stored in ${path.relative(ROOT, outboxDir)}/)
`)
