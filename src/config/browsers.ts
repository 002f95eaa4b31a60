/**
 * The browsers the site supports: Tailwind CSS 4's floor (cascade layers, `@property`,
 * `color-mix()`). The build targets exactly these (vite.config.ts) and the README lists them
 * (a unit test keeps the two in step).
 */
export const SUPPORTED_BROWSERS = {
  chrome: '111',
  edge: '111',
  firefox: '128',
  safari: '16.4',
} as const

/** The build's `target`: the same list in the bundler's terms ("chrome111", "safari16.4", …). */
export const BUILD_TARGET = Object.entries(SUPPORTED_BROWSERS).map(
  ([browser, version]) => `${browser}${version}`,
)
