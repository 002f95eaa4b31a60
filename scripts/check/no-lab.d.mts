// Types of no-lab.mjs for the TypeScript files that import it.
export const LAB_TRACES: readonly string[]
export function labTraces(dirs: readonly string[]): { file: string; trace: string }[]
