// Whether dist/ is older than the sources it is built from (npm start and npm run bench build then).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'package-lock.json',
  'scripts/prerender.mjs',
  'scripts/generate-icons.mjs',
  '.env',
  '.env.local',
  '.env.production',
]

function newestMtime(p) {
  let stat
  try {
    stat = fs.statSync(p)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)))
  return newest
}

/** The build is current when its last file (sitemap.xml) is newer than every input. */
export function needsBuild() {
  const stamp = path.join(root, 'dist', 'sitemap.xml')
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, 'dist', '404.html'))) return true
  const built = fs.statSync(stamp).mtimeMs
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built)
}
