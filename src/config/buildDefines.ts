/**
 * Values fixed when the site is built, which the code reads as globals (vite.config.ts `define`,
 * declared in src/build.d.ts). The copyright year is the build's, so the prerendered HTML and the
 * app that hydrates it always agree.
 */
export function buildDefines(buildDate = new Date()): Record<'__BUILD_YEAR__', string> {
  return { __BUILD_YEAR__: JSON.stringify(buildDate.getFullYear()) }
}
