/** Where the dev server serves the motion lab's page and each card's stage (scripts/dev/motion-lab.mjs). */
export const LAB_PATH = '/__motion'
export const STAGE_PATH = `${LAB_PATH}/stage`
