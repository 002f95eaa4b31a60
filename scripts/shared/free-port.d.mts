// Types of free-port.mjs for the TypeScript files that import it.
export function freePort(): Promise<number>
