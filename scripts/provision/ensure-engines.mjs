// Makes sure Gecko and WebKit are there for the cross-engine tests (tests/engines): Debian's
// firefox-esr, webkit2gtk-driver and xvfb, installed with apt-get when running as root; otherwise
// it stops and names the command to run.
import { aptInstall, canInstallWithApt } from './apt.mjs'
import { ENGINE_PACKAGES, missingEngines } from './engines.mjs'

let missing = missingEngines()
if (missing.length > 0 && canInstallWithApt()) {
  console.log(`Missing ${missing.join(', ')}: installing Debian's packages (apt-get)…`)
  aptInstall(ENGINE_PACKAGES)
  missing = missingEngines()
}
if (missing.length > 0) {
  console.error(
    `\nNo ${missing.join(', ')} for the cross-engine tests. Install them, then run npm test again:\n` +
      `  sudo apt-get install -y --no-install-recommends ${ENGINE_PACKAGES.join(' ')}   (Debian/Ubuntu)\n` +
      '  or set FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH\n',
  )
  process.exit(1)
}
console.log('Gecko and WebKit: found')
