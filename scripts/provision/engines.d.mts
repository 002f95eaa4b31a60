// Types of engines.mjs for the TypeScript files that import it.
export const ENGINE_PACKAGES: string[]
export function findFirefox(): string | null
export function findWebKitDriver(): string | null
export function findMiniBrowser(): string | null
export function findXvfb(): string | null
export function missingEngines(): string[]
