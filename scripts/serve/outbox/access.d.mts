// Types of access.mjs for the TypeScript files that import it.
export function hostName(host: unknown): string
export function allowedHostsOf(hosts: readonly string[]): Set<string>
export function isOwnOrigin(
  origin: string,
  host: string,
  allowedHosts: ReadonlySet<string>,
): boolean
export function returnPath(value: unknown, host: string): string | null
