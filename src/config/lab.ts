/**
 * Where the dev server serves the motion lab (src/lab/README.md): its page, each card's stage,
 * and the document both are (scripts/dev/motion-lab.mjs answers the first two with the third).
 */
export const LAB_PATH = '/__motion'
export const STAGE_PATH = `${LAB_PATH}/stage`
export const LAB_DOCUMENT = '/src/lab/lab.html'
/** The module of the constants, as the dev server serves it (the lab checks that it builds). */
export const CONSTANTS_MODULE = '/src/config/constants.ts'
/** How often the lab asks again whether a module that did not build builds now, in ms. */
export const BUILD_RECHECK_MS = 1000
