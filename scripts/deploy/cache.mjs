// Where the host CLIs the deploy tests run are installed on demand: a cache folder outside the
// clone, so a fresh clone or `npm ci` does not fetch them again. DEPLOY_HOSTS_CACHE moves it.
import os from 'node:os'
import path from 'node:path'

/** The cache folder of the host tools: $DEPLOY_HOSTS_CACHE, else ~/.cache/amberline-site/hosts. */
export function hostToolsCache() {
  if (process.env.DEPLOY_HOSTS_CACHE) return path.resolve(process.env.DEPLOY_HOSTS_CACHE)
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache')
  return path.join(cache, 'amberline-site', 'hosts')
}

/** One pinned tool's folder in the cache (`wrangler-4.86.0`). */
export const hostToolDir = (name) => path.join(hostToolsCache(), name)
