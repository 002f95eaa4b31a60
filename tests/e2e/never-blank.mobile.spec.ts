import { expect, test } from '@playwright/test'
import { FULL_LOAD_FALLBACK_MS } from '../../src/config/constants'
import { chunkFile, failChunk, setFullLoadMs, waitForHydration } from './support'

test.use({ viewport: { width: 375, height: 740 } })

test('“Latviešu: the page could not be loaded.” in the mobile menu when the Latvian copy fails; the menu and the English page stay', async ({
  page,
}) => {
  await failChunk(page, chunkFile('lv'), 'skipToContent')
  // a line where a full load takes longer than the copy's two failed fetches: on this fast local
  // server a loaded machine's fetches outlast the page's own first paint, and the switch rightly
  // becomes a full load of /lv instead (docs/moving.md)
  await setFullLoadMs(page, FULL_LOAD_FALLBACK_MS)
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
