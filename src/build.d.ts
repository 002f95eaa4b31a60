/** The year the site was built (src/config/buildDefines.ts), a number such as 2026. */
declare const __BUILD_YEAR__: number
