import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

test.use({ viewport: { width: 375, height: 740 } })

test('the mobile menu at 375 px: burger, overlay, Services submenu, languages, socials, Escape', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const burger = page.getByRole('button', { name: 'Open menu' })
  await expect(burger).toHaveAttribute('aria-expanded', 'false')
  await burger.tap()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  await expect(burger).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')

  const toggle = dialog.getByRole('button', { name: 'Show services' })
  await expect(dialog.getByRole('link', { name: 'AI solutions' })).toBeHidden()
  await toggle.tap()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog.getByRole('link', { name: 'AI solutions' })).toBeVisible()
  await toggle.tap()
  await expect(dialog.getByRole('link', { name: 'AI solutions' })).toBeHidden()

  for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
    await expect(dialog.getByRole('link', { name })).toBeVisible()
  }
  await expect(dialog.getByRole('list', { name: 'Language' }).getByRole('link')).toHaveCount(3)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(burger).toBeFocused()
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

  // the overlay closes it too, and a link navigates and closes it
  await burger.tap()
  await page.getByTestId('menu-overlay').tap({ position: { x: 10, y: 300 } })
  await expect(dialog).toBeHidden()
  await burger.tap()
  await dialog.getByRole('link', { name: 'Contacts' }).tap()
  await expect(page).toHaveURL('/contacts')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch with Us')
})
