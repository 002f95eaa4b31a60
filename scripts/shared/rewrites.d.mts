// Types of rewrites.mjs for the TypeScript files that import it.
export interface Rewrite {
  from: string
  to: string
}
export interface RewriteRule extends Rewrite {
  status: number
  pattern: RegExp
}
export const REDIRECTS_FILE: string
export const NGINX_ROUTES_FILE: string
export const REWRITE_STATUS: number
export const SLASH_REDIRECT_STATUS: number
export function redirectsFile(rewrites: readonly Rewrite[], pagePaths: readonly string[]): string
export function nginxRoutes(rewrites: readonly Rewrite[]): string
export function parseRedirects(text: string): RewriteRule[]
export function matchRule(
  rules: readonly RewriteRule[],
  pathname: string,
): { status: number; to: string } | null
