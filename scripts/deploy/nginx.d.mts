// Types of nginx.mjs for the TypeScript files that import it.
import type { RunningHost } from './host.d.mts'
export const BLOCK_MARKER: string
export interface BlockValues {
  port: number
  dist: string
  cert: string
  key: string
}
export function extractServerBlock(markdown: string): string
export function fillServerBlock(block: string, values: BlockValues): string
export function startNginx(markdown: string, dist: string): Promise<RunningHost>
