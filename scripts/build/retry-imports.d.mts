// Types of retry-imports.mjs for the TypeScript files that import it.
import type { Plugin } from 'vite'

export function retryDynamicImports(
  code: string,
  fileName: string,
  dynamicImports: readonly string[],
  name: string,
): string
export function retryImports(options: { name: string }): Plugin
export function sourceMapsRefusal(
  sourcemap: boolean | 'inline' | 'hidden' | undefined,
  name: string,
): string | null
