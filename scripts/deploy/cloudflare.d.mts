// Types of cloudflare.mjs for the TypeScript files that import it.
import type { RunningHost } from './host.d.mts'
export const WRANGLER_VERSION: string
export function wranglerDir(): string
export function findWrangler(): string | null
export function wranglerInstallCommand(): string
export function installWrangler(): void
export function workerdCompatibilityDate(dir?: string): string
export function startCloudflare(dist: string, options?: { port?: number }): Promise<RunningHost>
