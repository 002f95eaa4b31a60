// Makes sure a Chromium is there for the end-to-end tests: Playwright's own, else the system
// one, else Debian's package installed with apt-get when running as root; otherwise it stops
// and names the command to run.
import { aptInstall, canInstallWithApt } from './apt.mjs'
import { findChromium } from './browser.mjs'

let found = await findChromium()
if (!found && canInstallWithApt()) {
  console.log("No Chromium found: installing Debian's chromium package (apt-get)…")
  if (aptInstall(['chromium', 'fonts-dejavu-core'])) found = await findChromium()
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
