import { expect, test } from '@playwright/test'
import { chunkFile, failChunk, waitForHydration } from './support'

test.use({ viewport: { width: 375, height: 740 } })

test('“Latviešu: the page could not be loaded.” in the mobile menu when the Latvian copy fails; the menu and the English page stay', async ({
  page,
}) => {
  await failChunk(page, chunkFile('lv'), 'skipToContent')
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open menu' }).tap()
  const menu = page.getByRole('dialog')
  await menu.getByRole('link', { name: /^LV,/ }).tap()
  const notice = menu.getByRole('alert')
  await expect(notice).toContainText('Latviešu: the page could not be loaded.')
  await expect(notice).toBeInViewport()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible()
  await notice.getByRole('button', { name: 'Close' }).tap()
  await expect(notice).toHaveCount(0)
  await expect(menu).toBeVisible()
})
