// Whether dist/ is older than the sources it is built from (npm start and npm run bench build then),
// which routes a build prerendered and which page module each loads (npm run size and npm run
// bench measure each).
import fs from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_FILE, PAGE_EXTENSION, pageRoute } from '../shared/pages.mjs'
import { ROOT } from '../shared/paths.mjs'

const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'package-lock.json',
  'scripts/build',
  'scripts/shared',
  'scripts/art/generate-icons.mjs',
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

/**
 * The build is current when a file of its last step (the sitemap's .gz copy, `npm run
 * build:precompress`) is newer than every input: a build that stopped at an earlier step is not.
 */
export function needsBuild() {
  const stamp = path.join(ROOT, 'dist', 'sitemap.xml.gz')
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(ROOT, 'dist', NOT_FOUND_FILE))) return true
  const built = fs.statSync(stamp).mtimeMs
  return INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built)
}

/**
 * Every prerendered route of a build folder (each page file but the not-found page,
 * scripts/shared/pages.mjs), sorted, with its file.
 */
export function prerenderedRoutes(dist) {
  const found = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name)
      const relative = path.relative(dist, p).split(path.sep).join('/')
      if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'art') walk(p)
      else if (entry.name.endsWith(PAGE_EXTENSION) && relative !== NOT_FOUND_FILE)
        found.push({ route: pageRoute(relative), file: p })
    }
  }
  walk(dist)
  return found.sort((a, b) => a.route.localeCompare(b.route))
}

/** The page module every language's home page loads (src/app/router.tsx). */
export const HOME_PAGE = 'HomePage'

/** The page modules: the src/pages/*Page.tsx files, which the route table's glob loads (src/app/router.tsx). */
export function pageModuleNames() {
  return fs
    .readdirSync(path.join(ROOT, 'src/pages'))
    .filter((file) => file.endsWith('Page.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
}

/** The page modules among the chunks a prerendered page loads first (`/assets/<Name>-<hash>.js`). */
export function pageModulesLoaded(jsFiles, names = pageModuleNames()) {
  const loaded = jsFiles
    .map((file) => path.basename(file).replace(/-[\w-]{8}\.js$/, ''))
    .filter((name) => names.includes(name))
  return [...new Set(loaded)]
}

/** The JavaScript a prerendered page loads first: its module script and its modulepreloads. */
export function initialScripts(html) {
  return [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
  ].map((m) => m[1])
}
