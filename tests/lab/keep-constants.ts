import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const CONSTANTS = fileURLToPath(new URL('../../src/config/constants.ts', import.meta.url))

/**
 * One test edits src/config/constants.ts and puts it back; should the run stop in between (a
 * failure, Ctrl-C), the file is put back here, as the run began with it (Playwright's global
 * teardown: the function this returns).
 */
export default function keepConstants() {
  const source = fs.readFileSync(CONSTANTS, 'utf8')
  return () => {
    if (fs.readFileSync(CONSTANTS, 'utf8') !== source) fs.writeFileSync(CONSTANTS, source)
  }
}
