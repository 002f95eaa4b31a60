// Types of browser.mjs for the TypeScript files that import it.
export function findChromium(): Promise<string | null>
export const CHROMIUM_ARGS: string[]
