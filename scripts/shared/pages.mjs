// Where the build writes each page, and which path a page file answers: the output layout that
// every host in docs/deploy.md serves at the page's own address, 200 and no redirect. A page is
// its path plus `.html` (dist/services.html, dist/cases/<id>.html, dist/lv.html), the root page is
// dist/index.html. Cloudflare Pages answers /services with a 308 to /services/ when the file is
// services/index.html, and serves services.html at /services (tests/deploy/cloudflare.test.ts).

/** The root page's file, and the one file a folder's path may still be answered with. */
export const ROOT_PAGE_FILE = 'index.html'
/** The not-found page's file, which hosts serve with status 404 for unknown paths. */
export const NOT_FOUND_FILE = '404.html'
/** What a page's file adds to its path. */
export const PAGE_EXTENSION = '.html'

const trimSlashes = (urlPath) => urlPath.replace(/^\/+|\/+$/g, '')

/** A page's file in the build folder, relative and with `/` separators: `/cases/x` → `cases/x.html`. */
export function pageFile(urlPath) {
  const trimmed = trimSlashes(urlPath)
  return trimmed ? `${trimmed}${PAGE_EXTENSION}` : ROOT_PAGE_FILE
}

/** The path a page file answers (the inverse of pageFile): `cases/x.html` → `/cases/x`. */
export function pageRoute(file) {
  return file === ROOT_PAGE_FILE ? '/' : `/${file.slice(0, -PAGE_EXTENSION.length)}`
}
