// Types of twin.mjs for the TypeScript files that import it.
export function withoutApp(html: string): string
export function makeTwin(dist: string): string
