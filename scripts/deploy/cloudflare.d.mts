// Types of cloudflare.mjs for the TypeScript files that import it.
import type { PinnedTool } from './cache.mjs'
import type { RunningHost } from './host.d.mts'
export const WRANGLER_VERSION: string
export const wrangler: PinnedTool
export function workerdCompatibilityDate(dir?: string): string
export function startCloudflare(dist: string, options?: { port?: number }): Promise<RunningHost>
