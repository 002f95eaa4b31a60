// Makes sure a Chromium is there for the end-to-end tests: Playwright's own, else the system
// one, else Debian's package installed with apt-get when running as root; otherwise it stops
// and names the command to run.
import { spawnSync } from 'node:child_process'
import { findChromium } from './browser.mjs'

let found = await findChromium()
if (!found) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    const install =
      update.status === 0 &&
      spawnSync(
        'apt-get',
        ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
        {
          stdio: 'inherit',
          env,
        },
      )
    if (install && install.status === 0) found = await findChromium()
  }
}
if (!found) {
  console.error(
    '\nNo Chromium for the end-to-end tests. Install one, then run npm test again:\n' +
      '  sudo apt-get install -y chromium        (Debian/Ubuntu)\n' +
      '  or set CHROMIUM_PATH=/path/to/chrome\n',
  )
  process.exit(1)
}
console.log(`Chromium: ${found}`)
