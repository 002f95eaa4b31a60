// Types of navigation-targets.mjs for the TypeScript files that import it.
export function startPageFor(
  to: string,
  linksTo: (from: string, to: string) => boolean,
): string | null
export function firstCaseOf(casesHtml: string, routes: string[]): string | null
export function navigationTargets(options: {
  addresses?: string[] | null
  routes: string[]
  readPage: (route: string) => string
}): Array<{ to: string; from: string | null }>
