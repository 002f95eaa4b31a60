import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/provision/browser.mjs'

// E2E_PORT: run a second suite beside one already running (another clone, CI)
const PORT = Number(process.env.E2E_PORT ?? 4183)
const executablePath = (await findChromium()) ?? undefined

/** End-to-end tests against the built, prerendered site served the way `npm start` serves it. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // a flaky test is a failing test: CI retries a failure once only to tell a flake from a
  // steady failure in its log, and fails either way
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // touch viewports (Pixel 7: isMobile + hasTouch) run the *.mobile.spec.ts files
    { name: 'mobile', testMatch: /\.mobile\.spec\.ts$/, use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `node scripts/serve/serve.mjs --port ${PORT} --outbox .e2e-outbox --fresh-outbox`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
  },
})
