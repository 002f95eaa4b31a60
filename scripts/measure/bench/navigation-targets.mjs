// The navigations' addresses (--navigations, bench/navigation.mjs): which pages of the build they
// go to by default, and the page each starts from. The home page links to the frame's pages (its
// header, the menu, the footer) but to no case; a case is reached from the case list.

/**
 * The page a navigation to `to` starts from: the home page when it links there, else the path
 * above it (`/cases` for `/cases/x`, the list of the cases), else null. `linksTo(from, to)` says
 * whether the prerendered page `from` has a link to `to`.
 */
export function startPageFor(to, linksTo) {
  const parent = to.replace(/\/[^/]+$/, '') || '/'
  return ['/', parent].find((from) => from !== to && linksTo(from, to)) ?? null
}

/** The first case page the case list links to (`/cases/<id>`) among `routes`, or null. */
export function firstCaseOf(casesHtml, routes) {
  for (const [, href] of casesHtml.matchAll(/href="(\/cases\/[^"#?]+)"/g))
    if (routes.includes(href)) return href
  return null
}

/**
 * The navigations of a build: each address of `addresses` (default: /about-us, /cases and the
 * first case the case list links to) with the page it starts from. `routes`: the build's pages;
 * `readPage(route)`: a page's prerendered HTML.
 */
export function navigationTargets({ addresses = null, routes, readPage }) {
  const linksTo = (from, to) => routes.includes(from) && readPage(from).includes(`href="${to}"`)
  const firstCase = routes.includes('/cases') ? firstCaseOf(readPage('/cases'), routes) : null
  const chosen = addresses ?? ['/about-us', '/cases', firstCase].filter(Boolean)
  return chosen.map((to) => ({ to, from: startPageFor(to, linksTo) }))
}
