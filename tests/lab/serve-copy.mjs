// The lab's tests' dev server (tests/lab/playwright.config.ts): copies what the dev server reads
// (the sources, the public files, the configs) to .lab-site/ (tests/lab/site.ts) and starts Vite there,
// so a test can edit the copy's src/config/constants.ts as a designer edits theirs, and the
// repository's src/ is never written. Not package.json: the repository's is the copy's nearest,
// so Vite serves the repository's node_modules (the fonts) as it does for the repository itself.
// Usage: node tests/lab/serve-copy.mjs <port>
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const COPY = path.join(ROOT, '.lab-site')
const PARTS = [
  'src',
  'public',
  'scripts',
  'index.html',
  'tsconfig.json',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
]

fs.rmSync(COPY, { recursive: true, force: true })
for (const part of PARTS)
  fs.cpSync(path.join(ROOT, part), path.join(COPY, part), { recursive: true })

const port = process.argv[2] ?? '4191'
const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
const server = spawn(
  process.execPath,
  [vite, '--port', port, '--strictPort', '--host', '127.0.0.1'],
  { cwd: COPY, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
