// Types of args.mjs for the TypeScript files that import it (the tests).
export const USAGE: string
/** The options of `argv` (process.argv), checked; exits 2 with the usage on a wrong one. */
export function parseArgs(argv: string[]): {
  moments: Array<number | 'hydrated'> | null
  hoverMs: number | null
  [option: string]: unknown
}
