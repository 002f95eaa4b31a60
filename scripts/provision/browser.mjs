// Finds the Chromium the end-to-end tests (and the benchmark) drive.
import fs from 'node:fs'

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

/** An installed Playwright Chromium, else a system one, else null. CHROMIUM_PATH wins. */
export async function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH
  try {
    const { chromium } = await import('@playwright/test')
    const bundled = chromium.executablePath()
    if (bundled && fs.existsSync(bundled)) return bundled
  } catch {
    // Playwright not installed yet, or no bundled browser
  }
  return SYSTEM_CANDIDATES.find((p) => fs.existsSync(p)) ?? null
}

/** Flags that keep Chromium quiet on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
