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
