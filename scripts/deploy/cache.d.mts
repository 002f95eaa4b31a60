// Types of cache.mjs for the TypeScript files that import it.
export function hostToolsCache(): string
export function hostToolDir(name: string): string
