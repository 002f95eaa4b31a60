// Types of pages.mjs for the TypeScript files that import it.
export const ROOT_PAGE_FILE: string
export const NOT_FOUND_FILE: string
export const PAGE_EXTENSION: string
export function pageFile(urlPath: string): string
export function pageRoute(file: string): string
