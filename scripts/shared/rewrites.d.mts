// Types of rewrites.mjs for the TypeScript files that import it.
export interface Rewrite {
  from: string
  to: string
}
export interface RewriteRule extends Rewrite {
  pattern: RegExp
}
export const REDIRECTS_FILE: string
export const NGINX_ROUTES_FILE: string
export function redirectsFile(rewrites: readonly Rewrite[]): string
export function nginxRoutes(rewrites: readonly Rewrite[]): string
export function parseRedirects(text: string): RewriteRule[]
export function rewriteTarget(rules: readonly RewriteRule[], pathname: string): string | null
