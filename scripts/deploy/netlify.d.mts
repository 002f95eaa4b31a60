// Types of netlify.mjs for the TypeScript files that import it.
import type { PinnedTool } from './cache.mjs'
import type { RunningHost } from './host.d.mts'
export const NETLIFY_CLI_VERSION: string
export const netlifyCli: PinnedTool
export function startNetlify(dist: string, options?: { port?: number }): Promise<RunningHost>
