import { expect, test } from '@playwright/test'
import { delayAppScripts, isAppHydrated, openPainted, slowCpu } from './early'

// The phone menu answers a tap made the moment the page is painted, before its app has loaded
// (CPU slowed 4×, the app's scripts 2.5 s late): the tap is held and replayed once the header has hydrated.

test.use({ viewport: { width: 390, height: 844 } })

for (const path of ['/', '/services', '/contacts']) {
  test(`${path}: the menu button tapped before the app loads opens the menu`, async ({ page }) => {
    await slowCpu(page)
    const app = await delayAppScripts(page, 20_000)
    await openPainted(page, path)
    const burger = page.getByRole('button', { name: 'Open menu' })
    await burger.tap()
    expect(await isAppHydrated(page)).toBe(false)
    app.release()
    // the browser opens it, before the app; the app adopts it open when it hydrates
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 15_000 })
    await expect(menu).toBeVisible()
  })
}
