// Types of process.mjs for the TypeScript files that import it.
import type { ChildProcess } from 'node:child_process'
export function superviseChild(child: ChildProcess): {
  output(): string
  stop(): Promise<void>
}
export function waitUntilAnswering<T>(
  child: ChildProcess,
  options: {
    name: string
    attempt: () => Promise<T | undefined>
    timeoutMs: number
    output: () => string
  },
): Promise<T>
export function startLocalServer(options: {
  name: string
  label: string
  tool: import('./cache.mjs').PinnedTool
  port?: number
  args: (dir: string, port: number) => Promise<string[]>
  env?: Record<string, string>
  timeoutMs: number
}): Promise<import('./host.d.mts').RunningHost>
