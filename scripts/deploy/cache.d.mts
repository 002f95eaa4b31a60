// Types of cache.mjs for the TypeScript files that import it.
export interface PinnedTool {
  spec: string
  dir: string
  find(): string | null
  installCommand: string
  install(): void
}
export function hostToolsCache(): string
export function pinnedTool(name: string, version: string, bin: string): PinnedTool
export function ensurePinnedTool(tool: PinnedTool, purpose: string): void
