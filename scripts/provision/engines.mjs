// Gecko and WebKit beside Chromium: where Debian's packages put them (Playwright's own Firefox and
// WebKit builds cannot be downloaded here). Firefox ESR is driven over WebDriver BiDi
// (puppeteer-core); WebKitGTK's MiniBrowser over WebDriver (WebKitWebDriver, selenium-webdriver),
// on a virtual display (Xvfb) when there is none.
import fs from 'node:fs'

/** The Debian packages that provide the two engines and the display WebKit needs. */
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb']

const first = (paths) => paths.find((p) => p && fs.existsSync(p)) ?? null

/** Firefox: FIREFOX_PATH, else Debian's firefox-esr, else a plain firefox. */
export const findFirefox = () =>
  first([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'])

/** WebKitGTK's WebDriver (webkit2gtk-driver). */
export const findWebKitDriver = () =>
  first([process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'])

/** WebKitGTK's MiniBrowser: Safari's engine in a bare window (libwebkit2gtk-4.1). */
export const findMiniBrowser = () =>
  first([
    process.env.MINIBROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  ])

/** Xvfb, for a display when the machine has none. */
export const findXvfb = () => first(['/usr/bin/Xvfb'])

/** What is missing, by name (empty when both engines can run). */
export function missingEngines() {
  const missing = []
  if (!findFirefox()) missing.push('Firefox (firefox-esr)')
  if (!findWebKitDriver()) missing.push('WebKitWebDriver (webkit2gtk-driver)')
  if (!findMiniBrowser()) missing.push('MiniBrowser (webkit2gtk-driver)')
  if (!process.env.DISPLAY && !findXvfb()) missing.push('Xvfb (xvfb)')
  return missing
}
