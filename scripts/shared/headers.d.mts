// Types of headers.mjs for the TypeScript files that import it.
export const SUBRESOURCE_HEADERS: Set<string>
export function nginxAddHeaders(headers: Record<string, string>, comment: string): string
