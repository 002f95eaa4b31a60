// Types of precompress.mjs for the TypeScript files that import it.
export function precompress(dir: string): Promise<number>
