// Types of dependencies.mjs for the TypeScript files that import it.
export const INSTALL_COMMAND: string
export function dependencyProblems(root: string): string[]
