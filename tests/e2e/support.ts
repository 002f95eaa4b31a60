import { expect, type Page } from '@playwright/test'
import { NOT_FOUND_PATH, routes } from '../../src/config/routes'
import { caseStudies } from '../../src/content/cases/caseStudies'

/** Every public path the build prerenders (the same list the sitemap has, plus /case-page). */
export const ALL_PATHS: string[] = [
  ...Object.values(routes)
    .map((r) => r.path)
    .filter((p) => !p.includes(':')),
  ...caseStudies.map((c) => routes.caseDetail.href(c.slug)),
]

export { NOT_FOUND_PATH }

/** Collects console errors, warnings and page errors while a test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      problems.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * Waits until React has hydrated the prerendered page (the client marks the root) and the
 * widgets below the first screen, whose code loads after it, have arrived.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
}

declare global {
  interface Window {
    __alerts: string[]
  }
}

/** Records alerts instead of showing them (they would block the page). */
export async function captureAlerts(page: Page) {
  await page.addInitScript(() => {
    window.__alerts = []
    window.alert = (message?: unknown) => void window.__alerts.push(String(message))
  })
}

/** The alerts shown so far. */
export const alerts = (page: Page) => page.evaluate(() => window.__alerts)

export interface OutboxMessage {
  service_id: string
  template_id: string
  user_id: string
  template_params: { name: string; email: string; message: string }
}

/** Every message the local outbox holds, newest first. */
export async function outbox(page: Page): Promise<OutboxMessage[]> {
  return (await page.request.get('/__outbox.json')).json()
}

/** Makes every e-mail send fail with a server error. */
export async function failSends(page: Page) {
  await page.route('**/api/v1.0/email/send', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: 'Server error' })
      : route.continue(),
  )
}
