import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../../scripts/provision/browser.mjs'

// LAB_PORT: beside another dev server
const PORT = Number(process.env.LAB_PORT ?? 4191)
const executablePath = (await findChromium()) ?? undefined

/**
 * The motion lab's tests (npm run test:lab): in Chromium, against the dev server, the one place the
 * lab lives (src/lab/README.md), serving a copy of the site (serve-copy.mjs): a test edits the
 * copy's constants, never the repository's.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  outputDir: '../../test-results/lab',
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    { name: 'mobile', testMatch: /\.mobile\.spec\.ts$/, use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `node tests/lab/serve-copy.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/__motion`,
    // the repository's root (not this folder)
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
